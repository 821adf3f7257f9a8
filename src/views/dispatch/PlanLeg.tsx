import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { LegRouteFragment } from '../../graphql/operations/legRoute';
import { formatDateRequest } from '../../domain/format';
import { useListDates } from '../kit/list/useListDates';

export const PlanLegFragment = graphql(`
  fragment PlanLeg_leg on OrderLeg {
    id
    ...LegRoute
    requestedPickup {
      mode
      date
    }
    confirmedPickupAt
  }
`);

type Place = { name: string; city: string; stateProvince: string } | null | undefined;

/** "Dallas, TX" (the place's name in the title): a route reads in one glance. */
const cityOf = (place: Place) => (place ? `${place.city}, ${place.stateProvince}` : '—');
const whole = (place: Place) => (place ? `${place.name}, ${place.city}, ${place.stateProvince}` : 'No place');

export type PlanLegProps = { leg: FragmentType<typeof PlanLegFragment> };

/** A planned leg's route and pickup, under its number in the plan: where from, where to, when. */
export const PlanLeg = ({ leg: source }: PlanLegProps) => {
  const leg = getFragmentData(PlanLegFragment, source);
  const route = getFragmentData(LegRouteFragment, leg);
  const dates = useListDates();
  const { mode, date } = leg.requestedPickup;
  const when = leg.confirmedPickupAt
    ? `Pickup ${dates.time(leg.confirmedPickupAt)}`
    : mode === 'ASAP' || !date
      ? 'Pickup ASAP'
      : `Pickup ${formatDateRequest({ mode, date: null }).toLowerCase()} ${dates.day(date)}`;
  return (
    <span className="dispatch-plan-leg">
      <span title={`${whole(route.origin)} → ${whole(route.destination)}`}>
        {cityOf(route.origin)} → {cityOf(route.destination)}
      </span>
      <span className="cell-sub">{when}</span>
    </span>
  );
};
