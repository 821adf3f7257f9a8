import { useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { Link } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { LegRouteFragment } from '../../graphql/operations/legRoute';
import { useLegTransition } from '../orderLegs/public';
import { formatDay } from '../kit/record/format';
import { Button } from '../kit/ui/Button';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { DispatchLegFragment, DispatchLegPanelQuery } from './dispatch.graphql';
import { LegSummary } from './LegSummary';
import { SuggestedDrivers } from './SuggestedDrivers';

export type LegPanelProps = {
  legId: string;
  /** What the board's row knows of the leg (its places in words, its pickup day), when it is on the page. */
  row: { pickup: string | null; delivery: string | null; pickupDay: string | null } | null;
  onClose: () => void;
  /** A leg moved here: the board may need to fetch its page again (the unassigned filter). */
  onMoved: () => void;
};

const place = (location: { city: string; stateProvince: string } | null | undefined) =>
  location ? `${location.city}, ${location.stateProvince}` : null;

/** The board's side panel: the leg, its suggested drivers with one-click Assign, Unassign when it has a carrier. */
export const LegPanel = ({ legId, row, onClose, onMoved }: LegPanelProps) => {
  const tenant = useCurrentTenant();
  const formatDateTime = useDateTimeFormat();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: DispatchLegPanelQuery,
    variables: { legId },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const leg = data?.orderLeg;
  const fields = leg ? getFragmentData(DispatchLegFragment, leg) : null;
  const route = leg ? getFragmentData(LegRouteFragment, leg) : null;
  const { send } = useLegTransition({ id: legId, version: fields?.version ?? 0 }, reload);
  const [assigning, setAssigning] = useState<string | null>(null);

  const move = async (event: 'ASSIGN' | 'UNASSIGN', driverId?: string) => {
    setAssigning(driverId ?? 'unassign');
    const failure = await send(event, driverId ? { driverId } : null);
    setAssigning(null);
    if (!failure) {
      reload();
      onMoved();
    }
  };

  const pickupWhen = (known: LegPanelProps['row'], confirmedAt: string | null | undefined) => {
    if (known?.pickupDay) return formatDay(known.pickupDay, tenant?.locale);
    return confirmedAt ? formatDateTime(confirmedAt) : 'Not confirmed';
  };

  const body = () => {
    if (!data) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={reload} />;
      return <Spinner label="Loading the leg…" />;
    }
    if (!leg || !fields) return <p>This leg is not found. It may have been removed.</p>;
    const events = leg.availableEvents;
    return (
      <>
        <LegSummary
          leg={leg}
          pickup={row?.pickup ?? place(route?.origin)}
          delivery={row?.delivery ?? place(route?.destination)}
          pickupWhen={pickupWhen(row, leg.confirmedPickupAt)}
        />
        {fields.transportMethod === 'TRUCKED' && (
          <p className="muted">
            A trucked leg goes to a trucking company: assign it on <Link href={`/order-legs/${fields.id}`}>the leg’s page</Link> or in Order
            legs.
          </p>
        )}
        {events.includes('UNASSIGN') && (
          <Button variant="secondary" busy={assigning === 'unassign'} disabled={assigning !== null} onClick={() => move('UNASSIGN')}>
            Unassign
          </Button>
        )}
        <SuggestedDrivers
          suggestions={data.driverSuggestions}
          canAssign={events.includes('ASSIGN') && fields.transportMethod !== 'TRUCKED'}
          assigning={assigning}
          onAssign={(driverId) => move('ASSIGN', driverId)}
          locale={tenant?.locale}
        />
        {fetching && <p className="muted">Updating…</p>}
      </>
    );
  };

  return (
    // Escape closes the panel from anywhere inside it (the board's keyboard use, docs/decisions.md).
    <aside
      className="dispatch-leg-panel"
      aria-labelledby="dispatch-leg-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="dispatch-leg-panel-head">
        <h2 id="dispatch-leg-panel-title">{fields ? `Leg ${fields.number}` : 'Leg'}</h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {body()}
    </aside>
  );
};
