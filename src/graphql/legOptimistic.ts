/**
 * The leg's optimistic status change (docs/decisions.md#a-leg-moves-once-answered-at-once): a module of its own,
 * loaded with the leg actions that send transitionOrderLeg (useLegTransition), so the leg machine is not in every
 * staff page's first load.
 */
import type { OptimisticMutationResolver } from '@urql/exchange-graphcache';
import { graphql } from '@/generated';
import type { LegTransitionInput, OrderLegEvent as OrderLegEventName } from '@/generated/graphql';
import { applyOrderLegEvent, ORDER_LEG_EVENT_BY_NAME, type OrderLegEvent } from '../machines/domain/orderLeg.machine';
import { addOptimisticUpdates } from './orderCache';

/** What the leg machine reads of a cached leg (the leg page's own fields) to foresee where an event takes it. */
export const LegMoveFactsFragment = graphql(`
  fragment LegMoveFacts on OrderLeg {
    id
    status
    heldFrom
    transportMethod
    driverId
    truckingCompanyId
    pickupReportSubmitted
    deliveryReportSubmitted
    needsTagAndTitle
    tagAndTitleDone
    driverPaid
    vehicle {
      id
    }
    origin {
      id
    }
    destination {
      id
    }
  }
`);

const textOf = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The machine's event for a GraphQL leg event and its input (the server builds the same from the same input). */
const legEventOf = (name: OrderLegEventName, input: LegTransitionInput | null | undefined): OrderLegEvent => {
  const type = ORDER_LEG_EVENT_BY_NAME[name];
  switch (type) {
    case 'leg.hold':
      return { type, reason: input?.holdReason ?? 'OTHER_REASON' };
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: input?.reason ?? '' };
    case 'leg.confirm':
      return { type, confirmedPickupAt: textOf(input?.confirmedPickupAt), confirmedDeliveryAt: textOf(input?.confirmedDeliveryAt) };
    case 'leg.assign':
      // Undefined keeps the leg's own carrier (the machine's `given`), as on the server.
      return {
        type,
        driverId: input?.driverId === undefined ? undefined : textOf(input.driverId),
        truckingCompanyId: input?.truckingCompanyId === undefined ? undefined : textOf(input.truckingCompanyId),
      };
    default:
      return { type } as OrderLegEvent;
  }
};

/**
 * The leg's new status the moment its action is clicked, before the server answers: the shared leg machine steps the
 * cached leg by the event. The server offered this event to this user (availableEvents), so its role guards passed
 * there and an editor stands in for the user here. The answer replaces the guess (with the actions, version and
 * history); a refusal drops it. A leg not cached whole, or an event the machine refuses with what the cache knows,
 * shows nothing early.
 */
const transitionOrderLeg: OptimisticMutationResolver = (args, cache) => {
  const id = String(args.id);
  const key = cache.keyOfEntity({ __typename: 'OrderLeg', id });
  const leg = key ? cache.readFragment(LegMoveFactsFragment, key) : null;
  if (!leg) return null;
  const input = args.input as LegTransitionInput | null | undefined;
  const moved = applyOrderLegEvent(
    leg.status,
    {
      actor: { id: 'optimistic', roles: ['ADMIN'] },
      transportMethod: leg.transportMethod,
      vehicleId: leg.vehicle?.id ?? null,
      originId: leg.origin?.id ?? null,
      destinationId: leg.destination?.id ?? null,
      hasDates: true,
      driverId: leg.driverId,
      truckingCompanyId: leg.truckingCompanyId,
      pickupReportSubmitted: leg.pickupReportSubmitted,
      deliveryReportSubmitted: leg.deliveryReportSubmitted,
      needsTagAndTitle: leg.needsTagAndTitle,
      tagAndTitleDone: leg.tagAndTitleDone,
      heldFrom: leg.heldFrom,
      driverPaid: leg.driverPaid,
    },
    legEventOf(args.event as OrderLegEventName, input),
  );
  if (!moved) return null;
  const reason = input?.reason ?? null;
  return {
    __typename: 'OrderLeg',
    id,
    status: moved.status,
    heldFrom: moved.context.heldFrom,
    driverId: moved.context.driverId,
    truckingCompanyId: moved.context.truckingCompanyId,
    ...(args.event === 'HOLD' ? { holdReason: input?.holdReason ?? null, statusReason: reason } : {}),
    ...(args.event === 'CANCEL' || args.event === 'ABORT' ? { statusReason: reason } : {}),
    ...(args.event === 'CONFIRM' ? { confirmedPickupAt: input?.confirmedPickupAt, confirmedDeliveryAt: input?.confirmedDeliveryAt } : {}),
  };
};

/** Adds the leg's optimistic status to the staff cache (useLegTransition calls it when it loads). */
export const enableLegOptimistic = (): void => addOptimisticUpdates({ transitionOrderLeg });
