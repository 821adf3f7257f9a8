import { type AnyStateMachine, type StateValue, transition } from 'xstate';
import type { OrderLegStatus } from '../../generated/enums/OrderLegStatus';
import { hasRole, type Role } from '../../domain/roles';

/** Who sends an event. `system` is the server deriving events (order `legs.*`, quote expiry); it passes every role guard. */
export type MachineActor = { id: string; roles: readonly Role[]; system?: boolean };

export const SYSTEM_ACTOR: MachineActor = { id: 'system', roles: [], system: true };

/** The staff who edit orders, legs and quotes (docs/access.md#roles). */
export const EDITOR_STAFF_ROLES: readonly Role[] = [
  'CLIENT_RELATIONS',
  'CLIENT_RELATIONS_LEAD',
  'CALL_CENTER',
  'CALL_CENTER_LEAD',
  'DISPATCH',
  'DISPATCH_LEAD',
  'HELP_DESK',
  'ADMIN',
];

export const actorMay = (actor: MachineActor, roles: readonly Role[]): boolean => actor.system === true || hasRole(actor, roles);

export const isSystemActor = (actor: MachineActor): boolean => actor.system === true;

export type { OrderLegStatus };

/**
 * How far a leg has got. ON_HOLD ranks with CREATED (a held leg holds its order back, whatever it was held from);
 * ABORTED ranks with PENDING_CONFIRMATION (it must be confirmed again). CANCELLED has no rank.
 */
export const LEG_STATUS_RANK: Record<Exclude<OrderLegStatus, 'CANCELLED'>, number> = {
  CREATED: 0,
  UNACKNOWLEDGED: 0,
  ON_HOLD: 0,
  PROCESSING: 1,
  PENDING_CONFIRMATION: 2,
  ABORTED: 2,
  CALL_CENTER_CONFIRMED: 3,
  WAITING_ON_TAG_AND_TITLE: 4,
  CLEARED_FOR_DISPATCH: 5,
  PENDING_PICKUP: 6,
  IN_TRANSIT: 7,
  PORT_TRANSIT: 7,
  IN_REPAIR: 7,
  IN_STORAGE: 7,
  DELIVERED: 8,
  INVOICED: 9,
  DRIVER_PAID: 10,
};

/** True when the leg is at `floor` or later; a cancelled leg has reached nothing. */
export const legReached = (status: OrderLegStatus, floor: Exclude<OrderLegStatus, 'CANCELLED'>): boolean =>
  status !== 'CANCELLED' && LEG_STATUS_RANK[status] >= LEG_STATUS_RANK[floor];

const open = (statuses: readonly OrderLegStatus[]) => statuses.filter((status) => status !== 'CANCELLED');

/** Every open leg is CALL_CENTER_CONFIRMED or later, and there is one. */
export const allLegsConfirmed = (statuses: readonly OrderLegStatus[]): boolean =>
  open(statuses).length > 0 && open(statuses).every((status) => legReached(status, 'CALL_CENTER_CONFIRMED'));

export const anyLegPickedUp = (statuses: readonly OrderLegStatus[]): boolean => statuses.some((status) => legReached(status, 'IN_TRANSIT'));

/** Every leg DELIVERED or later or CANCELLED, at least one delivered. */
export const allLegsDone = (statuses: readonly OrderLegStatus[]): boolean =>
  open(statuses).length > 0 && open(statuses).every((status) => legReached(status, 'DELIVERED'));

/** Every leg DRIVER_PAID or CANCELLED, at least one paid. */
export const allLegsSettled = (statuses: readonly OrderLegStatus[]): boolean =>
  open(statuses).length > 0 && open(statuses).every((status) => status === 'DRIVER_PAID');

/**
 * The machine restored at a stored status, stepped by one event with the pure `transition()`.
 * Null when the machine refuses the event (a guard fails or the status takes no such event).
 */
export const stepMachine = <TStatus extends string, TContext>(
  machine: AnyStateMachine,
  status: TStatus,
  context: TContext,
  event: { type: string },
): { status: TStatus; context: TContext } | null => {
  const snapshot = machine.resolveState({ value: status satisfies StateValue, context });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return { status: next.value as TStatus, context: next.context as TContext };
};
