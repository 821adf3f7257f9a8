import { lazy, Suspense, useMemo } from 'react';
import type { DispatchBoardMapQuery as MapResult } from '@/generated/graphql';
import { Spinner } from '../kit/ui/Spinner';
import type { DispatchMapLeg } from './map/mapModel';

// The map (outlines, d3-geo) is its own chunk, loaded once the board shows: never in a first load.
const DispatchMap = lazy(() => import('./map/DispatchMap').then((m) => ({ default: m.DispatchMap })));

export type DispatchMapPaneProps = {
  map: MapResult['dispatchMap'] | undefined;
  openId: string;
  highlightId: string | undefined;
  onSelectLeg: (id: string) => void;
};

/** The board's map of the same filter's legs: the open leg selected, the row under the pointer highlighted. */
export const DispatchMapPane = ({ map, openId, highlightId, onSelectLeg }: DispatchMapPaneProps) => {
  // Leg objects stay the same between renders unless their data change, so the map re-renders only what moved.
  const base = useMemo<DispatchMapLeg[]>(
    () =>
      (map?.legs ?? []).map((leg) => ({
        id: leg.id,
        label: leg.number,
        status: leg.status,
        pickup: leg.pickup ? { lat: leg.pickup.lat, lng: leg.pickup.lng, place: leg.pickup.label ?? undefined } : null,
        delivery: leg.delivery ? { lat: leg.delivery.lat, lng: leg.delivery.lng, place: leg.delivery.label ?? undefined } : null,
      })),
    [map],
  );
  const legs = useMemo(() => base.map((leg) => (leg.id === openId ? { ...leg, selected: true } : leg)), [base, openId]);
  if (!map) return <Spinner label="Loading the map…" />;
  return (
    <Suspense fallback={<Spinner label="Loading the map…" />}>
      <DispatchMap legs={legs} onSelectLeg={onSelectLeg} highlightId={highlightId} />
      {map.total > map.legs.length && (
        <p className="muted">{`The map shows the first ${map.legs.length.toLocaleString()} of ${map.total.toLocaleString()} legs.`}</p>
      )}
    </Suspense>
  );
};
