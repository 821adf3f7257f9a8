import type { OrderLegStatus } from '../../../src/generated/enums';
import type { OrderLegEventType } from '../../../src/machines/domain/orderLeg.machine';
import type { SeedRow } from './rows';

/**
 * A seeded leg's status history (issue 13: a leg "Cleared for dispatch" whose history said only "Created"): the
 * audit rows of every transition the leg machine took to reach its seeded status, with who did it, when, and the
 * reason where the event carries one — the rows a real transition writes (event = the machine event type).
 */
type Step = { type: OrderLegEventType; to: OrderLegStatus; who: Role };
type Role = 'callCenter' | 'dispatch' | 'driver' | 'billing';

const FORWARD: Step[] = [
  { type: 'leg.requestConfirmation', to: 'PENDING_CONFIRMATION', who: 'callCenter' },
  { type: 'leg.confirm', to: 'CALL_CENTER_CONFIRMED', who: 'callCenter' },
  { type: 'leg.awaitTagAndTitle', to: 'WAITING_ON_TAG_AND_TITLE', who: 'callCenter' },
  { type: 'tagAndTitle.done', to: 'CLEARED_FOR_DISPATCH', who: 'callCenter' },
  { type: 'leg.assign', to: 'PENDING_PICKUP', who: 'dispatch' },
  { type: 'leg.pickUp', to: 'IN_TRANSIT', who: 'driver' },
  { type: 'leg.deliver', to: 'DELIVERED', who: 'driver' },
  { type: 'leg.invoice', to: 'INVOICED', who: 'billing' },
  { type: 'leg.driverPaid', to: 'DRIVER_PAID', who: 'billing' },
];

/** Side trips of a leg in transit, and the step after PENDING_PICKUP that aborts it. */
const FROM_TRANSIT: Partial<Record<OrderLegStatus, Step>> = {
  PORT_TRANSIT: { type: 'leg.atPort', to: 'PORT_TRANSIT', who: 'driver' },
  IN_REPAIR: { type: 'leg.toRepair', to: 'IN_REPAIR', who: 'dispatch' },
  IN_STORAGE: { type: 'leg.toStorage', to: 'IN_STORAGE', who: 'dispatch' },
};

const RANK: Partial<Record<OrderLegStatus, number>> = Object.fromEntries(FORWARD.map((step, i) => [step.to, i + 1]));

/** The forward steps from PROCESSING up to `target` (tag and title only where the leg needs it). */
const forwardTo = (target: OrderLegStatus, needsTagAndTitle: boolean): Step[] => {
  const rank = RANK[target];
  if (rank === undefined) return [];
  const steps = FORWARD.slice(0, rank).filter(
    (step) => needsTagAndTitle || (step.to !== 'WAITING_ON_TAG_AND_TITLE' && step.type !== 'tagAndTitle.done'),
  );
  if (!needsTagAndTitle && rank >= (RANK.CLEARED_FOR_DISPATCH ?? 0)) {
    const at = steps.findIndex((step) => step.to === 'PENDING_PICKUP');
    steps.splice(at === -1 ? steps.length : at, 0, { type: 'leg.clear', to: 'CLEARED_FOR_DISPATCH', who: 'callCenter' });
  }
  return steps;
};

/** Every step from the leg's first status to its seeded one, with the reason the last one carries. */
const stepsOf = (leg: SeedRow): { first: OrderLegStatus; steps: (Step & { reason?: object })[] } => {
  const status = leg.status as OrderLegStatus;
  const first: OrderLegStatus = leg.acknowledged_at || status === 'UNACKNOWLEDGED' ? 'UNACKNOWLEDGED' : 'CREATED';
  if (status === first) return { first, steps: [] };
  const start: Step =
    first === 'UNACKNOWLEDGED'
      ? { type: 'leg.acknowledge', to: 'PROCESSING', who: 'callCenter' }
      : { type: 'leg.process', to: 'PROCESSING', who: 'callCenter' };
  const tt = leg.needs_tag_and_title === true;
  const path = (target: OrderLegStatus) => (target === first ? [] : [start, ...forwardTo(target, tt)]);
  switch (status) {
    case 'ON_HOLD': {
      const from = (leg.held_from as OrderLegStatus | null) ?? 'PROCESSING';
      return {
        first,
        steps: [...path(from), { type: 'leg.hold', to: 'ON_HOLD', who: 'callCenter', reason: { holdReason: leg.hold_reason } }],
      };
    }
    case 'CANCELLED':
      return {
        first,
        steps: [
          ...path('PENDING_CONFIRMATION'),
          { type: 'leg.cancel', to: 'CANCELLED', who: 'callCenter', reason: { statusReason: leg.status_reason } },
        ],
      };
    case 'ABORTED':
      return {
        first,
        steps: [
          ...path('PENDING_PICKUP'),
          { type: 'leg.abort', to: 'ABORTED', who: 'dispatch', reason: { statusReason: leg.status_reason } },
        ],
      };
    default: {
      const side = FROM_TRANSIT[status];
      return { first, steps: side ? [...path('IN_TRANSIT'), side] : path(status) };
    }
  }
};

export type HistoryActors = Record<Role, string | null>;

/** The staff who act at each step of a seeded history: the demo users of those roles where the tenant has them. */
export const historyActors = (users: Map<string, string>, staff: readonly string[], driver: string | null): HistoryActors => {
  const first = (...emails: string[]) => emails.map((email) => users.get(email)).find(Boolean) ?? users.get(staff[0]) ?? null;
  const dispatch = first('dispatch@legwork.test', 'north-dispatch@legwork.test', ...staff);
  return {
    callCenter: first('call-center@legwork.test', 'call-center-lead@legwork.test', ...staff),
    dispatch,
    driver: (driver && users.get(driver)) || dispatch,
    billing: first('accounting@legwork.test', 'admin@legwork.test', ...staff),
  };
};

const time = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/** The audit rows of every seeded leg's transitions, spread between its creation and its last change. */
export const legHistoryAudits = (tenantId: string, legRows: readonly SeedRow[], actors: HistoryActors): SeedRow[] =>
  legRows.flatMap((leg) => {
    const { first, steps } = stepsOf(leg);
    const from = time(leg.created_at);
    const until = Math.max(from + 60_000, time(leg.updated_at));
    const pinned: Partial<Record<OrderLegEventType, number>> = {
      ...(leg.picked_up_at ? { 'leg.pickUp': time(leg.picked_up_at) } : {}),
      ...(leg.delivered_at ? { 'leg.deliver': time(leg.delivered_at) } : {}),
    };
    let before = first;
    let last = from;
    return steps.map((step, i) => {
      const planned = from + ((until - from) * (i + 1)) / (steps.length + 1);
      const at = Math.max(last + 1_000, Math.min(until, pinned[step.type] ?? planned));
      last = at;
      const row: SeedRow = {
        tenant_id: tenantId,
        user_id: actors[step.who],
        entity_kind: 'Order legs',
        entity_id: leg.id,
        action: step.type === 'leg.acknowledge' ? 'ACKNOWLEDGED' : 'UPDATED',
        event: step.type,
        before: { status: before },
        after: { status: step.to, ...(step.reason ?? {}) },
        created_at: new Date(at),
      };
      before = step.to;
      return row;
    });
  });
