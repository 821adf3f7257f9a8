import type { OrderSource } from '../../../src/generated/enums';
import type { OrderStatus } from '../../../src/machines/domain/order.machine';
import { LEG_HOLD_REASONS, type LegHoldReason } from '../../../src/machines/domain/orderLeg.events';
import {
  allLegsDone,
  allLegsSettled,
  anyLegPickedUp,
  LEG_STATUS_RANK,
  legReached,
  type OrderLegStatus,
} from '../../../src/machines/domain/status';
import type { Random } from './random';

export type LegPlan = {
  status: OrderLegStatus;
  heldFrom: OrderLegStatus | null;
  holdReason: LegHoldReason | null;
  statusReason: string | null;
};
/** An order's state and, per vehicle, its chain of legs; `frontier` is the chain's leg under way (ACTIVE orders). */
export type OrderPlan = { state: OrderStatus; source: OrderSource; chains: LegPlan[][]; frontier: number[] };

export const STATE_WEIGHTS: [OrderStatus, number][] = [
  ['DRAFT', 10],
  ['CALL_CENTER', 20],
  ['DISPATCH', 20],
  ['ACTIVE', 22],
  ['SETTLING', 12],
  ['CLOSED', 10],
  ['CANCELLED', 6],
];

/** The order state in which a leg status is most at home: used to make sure every status appears. */
export const STATE_FOR_STATUS: Record<OrderLegStatus, OrderStatus> = {
  CREATED: 'DRAFT',
  UNACKNOWLEDGED: 'CALL_CENTER',
  PROCESSING: 'CALL_CENTER',
  PENDING_CONFIRMATION: 'CALL_CENTER',
  ON_HOLD: 'CALL_CENTER',
  CALL_CENTER_CONFIRMED: 'DISPATCH',
  WAITING_ON_TAG_AND_TITLE: 'DISPATCH',
  CLEARED_FOR_DISPATCH: 'DISPATCH',
  PENDING_PICKUP: 'DISPATCH',
  ABORTED: 'DISPATCH',
  IN_TRANSIT: 'ACTIVE',
  PORT_TRANSIT: 'ACTIVE',
  IN_REPAIR: 'ACTIVE',
  IN_STORAGE: 'ACTIVE',
  DELIVERED: 'SETTLING',
  INVOICED: 'SETTLING',
  DRIVER_PAID: 'CLOSED',
  CANCELLED: 'CANCELLED',
};

const CONFIRMING: OrderLegStatus[] = ['PROCESSING', 'PENDING_CONFIRMATION', 'PENDING_CONFIRMATION', 'CALL_CENTER_CONFIRMED'];
const DISPATCHING: OrderLegStatus[] = [
  'CALL_CENTER_CONFIRMED',
  'WAITING_ON_TAG_AND_TITLE',
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'PENDING_PICKUP',
];
const MOVING: OrderLegStatus[] = ['IN_TRANSIT', 'IN_TRANSIT', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE'];
const NEXT_UP: OrderLegStatus[] = ['CALL_CENTER_CONFIRMED', 'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP'];
const SETTLING: OrderLegStatus[] = ['DELIVERED', 'INVOICED', 'INVOICED', 'DRIVER_PAID'];
const CANCEL_REASONS = ['Client cancelled the move', 'Vehicle sold before pickup', 'Duplicate order', 'Client arranged own transport'];
const ABORT_REASONS = ['Vehicle not released by the dealer', 'Nobody on site at pickup', 'Vehicle would not start', 'Wrong keys at pickup'];

const leg = (status: OrderLegStatus): LegPlan => ({ status, heldFrom: null, holdReason: null, statusReason: null });

const chainLengths = (rnd: Random, legs: number): number[] => {
  if (legs === 1) return [1];
  if (legs === 2) return rnd.chance(0.6) ? [2] : [1, 1];
  if (legs === 3)
    return rnd
      .weighted<string>([
        ['3', 5],
        ['2,1', 3],
        ['1,1,1', 2],
      ])
      .split(',')
      .map(Number);
  return rnd
    .weighted<string>([
      ['4', 35],
      ['2,2', 35],
      ['3,1', 30],
    ])
    .split(',')
    .map(Number);
};

const chainFor = (rnd: Random, state: OrderStatus, length: number, index: number): { legs: LegPlan[]; frontier: number } => {
  const fill = (pool: OrderLegStatus[]) => ({ legs: Array.from({ length }, () => leg(rnd.pick(pool))), frontier: 0 });
  if (state === 'DRAFT') return fill(['CREATED']);
  if (state === 'CALL_CENTER') return fill(CONFIRMING);
  if (state === 'DISPATCH') return fill(DISPATCHING);
  if (state === 'SETTLING') return fill(SETTLING);
  if (state === 'CLOSED') return fill(['DRIVER_PAID']);
  if (state === 'CANCELLED') return fill(['CANCELLED']);
  if (index > 0 && rnd.chance(0.4)) return fill(NEXT_UP);
  const frontier = rnd.int(0, length - 1);
  const legs = Array.from({ length }, (_, i) => leg(i < frontier ? 'DELIVERED' : i === frontier ? rnd.pick(MOVING) : rnd.pick(NEXT_UP)));
  return { legs, frontier };
};

const beforeTransit = (s: OrderLegStatus) => s !== 'CANCELLED' && s !== 'ON_HOLD' && LEG_STATUS_RANK[s] < LEG_STATUS_RANK.IN_TRANSIT;

/** Whether the order's state is one the order machine could be in with these leg statuses. */
export const fitsState = (state: OrderStatus, statuses: OrderLegStatus[]): boolean => {
  const open = statuses.filter((s) => s !== 'CANCELLED');
  switch (state) {
    case 'DRAFT':
      return statuses.every((s) => s === 'CREATED' || s === 'ON_HOLD');
    case 'CALL_CENTER':
      return !anyLegPickedUp(statuses) && open.some((s) => LEG_STATUS_RANK[s] < LEG_STATUS_RANK.CALL_CENTER_CONFIRMED);
    case 'DISPATCH':
      return (
        !anyLegPickedUp(statuses) &&
        open.length > 0 &&
        open.every((s) => s === 'ON_HOLD' || s === 'ABORTED' || legReached(s, 'CALL_CENTER_CONFIRMED'))
      );
    case 'ACTIVE':
      return anyLegPickedUp(statuses) && !allLegsDone(statuses);
    case 'SETTLING':
      return allLegsDone(statuses) && !allLegsSettled(statuses);
    case 'CLOSED':
      return allLegsSettled(statuses);
    case 'CANCELLED':
      return statuses.every((s) => s === 'CANCELLED');
  }
};

const hold = (rnd: Random, plan: LegPlan) => {
  Object.assign(plan, { heldFrom: plan.status, status: 'ON_HOLD', holdReason: rnd.pick(LEG_HOLD_REASONS) });
};

/** Exceptions real orders have: a held leg, a failed pickup, a cancelled last leg. */
const addExceptions = (rnd: Random, plan: OrderPlan) => {
  const legs = plan.chains.flat();
  const holdable = legs.filter((l) => beforeTransit(l.status));
  if (['DRAFT', 'CALL_CENTER', 'DISPATCH', 'ACTIVE'].includes(plan.state) && holdable.length > 0 && rnd.chance(0.15))
    hold(rnd, rnd.pick(holdable));
  const waiting = legs.filter((l) => l.status === 'PENDING_PICKUP');
  if (plan.state === 'DISPATCH' && waiting.length > 0 && rnd.chance(0.2))
    Object.assign(rnd.pick(waiting), { status: 'ABORTED', statusReason: rnd.pick(ABORT_REASONS) });
  const last = plan.chains[plan.chains.length - 1].at(-1) as LegPlan;
  if (legs.length > 1 && plan.state !== 'DRAFT' && (beforeTransit(last.status) || plan.state === 'SETTLING') && rnd.chance(0.1))
    Object.assign(last, { status: 'CANCELLED', heldFrom: null, holdReason: null, statusReason: rnd.pick(CANCEL_REASONS) });
};

const include = (rnd: Random, plan: OrderPlan, status: OrderLegStatus) => {
  if (plan.chains.flat().some((l) => l.status === status)) return;
  const target = plan.chains[0][Math.max(0, plan.frontier[0])];
  if (status === 'ON_HOLD') hold(rnd, Object.assign(target, { status: 'PENDING_CONFIRMATION' }));
  else Object.assign(target, leg(status), status === 'ABORTED' ? { statusReason: rnd.pick(ABORT_REASONS) } : {});
};

/** A consistent order: its state, its source and its legs' statuses per vehicle chain. */
export const planOrder = (
  rnd: Random,
  legCount: number,
  options: { state?: OrderStatus; mustInclude?: OrderLegStatus; portalSource: OrderSource },
): OrderPlan => {
  for (;;) {
    const state = options.state ?? rnd.weighted(STATE_WEIGHTS);
    const chains = chainLengths(rnd, legCount).map((length, i) => chainFor(rnd, state, length, i));
    const intake = state === 'CALL_CENTER' && (options.mustInclude === 'UNACKNOWLEDGED' || rnd.chance(0.3));
    const source: OrderSource = intake
      ? options.portalSource
      : rnd.weighted([
          ['STAFF', 85],
          ['EMAIL', 6],
          ['API', 5],
          ['SPREADSHEET', 4],
        ]);
    const plan: OrderPlan = { state, source, chains: chains.map((c) => c.legs), frontier: chains.map((c) => c.frontier) };
    if (intake) for (const l of plan.chains.flat()) if (rnd.chance(0.75)) Object.assign(l, leg('UNACKNOWLEDGED'));
    addExceptions(rnd, plan);
    if (options.mustInclude) include(rnd, plan, options.mustInclude);
    for (const l of plan.chains.flat()) if (l.status === 'CANCELLED' && !l.statusReason) l.statusReason = rnd.pick(CANCEL_REASONS);
    if (
      fitsState(
        state,
        plan.chains.flat().map((l) => l.status),
      )
    )
      return plan;
  }
};
