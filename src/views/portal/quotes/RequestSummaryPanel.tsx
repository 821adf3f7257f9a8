import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { formatDateRequest, placeName } from '../../kit/record/format';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { PORTAL_METHOD_LABEL } from '../shared/labels';
import { type RequestPlace, requestSummary, savedPlaceIds } from './requestSummary';
import { Table } from '../../kit/ui/Table';

/** Names the saved locations a quote's request points at by id. */
export const PortalSavedLocationsQuery = graphql(`
  query PortalSavedLocations {
    portalLocations(first: 200) {
      id
      name
      city
      stateProvince
    }
  }
`);

export type RequestSummaryPanelProps = { request: unknown; locale?: string };

/** What the quote prices, as it was asked: each move with its vehicle, ends and dates, then references and extras. */
export const RequestSummaryPanel = ({ request, locale }: RequestSummaryPanelProps) => {
  const summary = useMemo(() => requestSummary(request), [request]);
  const saved = savedPlaceIds(summary);
  // Saved locations are stored by id: their names come from the user's saved locations.
  const [{ data }] = useQuery({ query: PortalSavedLocationsQuery, pause: saved.length === 0 });
  const names = new Map((data?.portalLocations ?? []).map((place) => [place.id, placeName(place)]));
  const where = (place: RequestPlace) =>
    place.kind === 'new' ? placeName(place) : place.kind === 'saved' ? (names.get(place.id) ?? 'A saved location') : '—';

  return (
    <Panel title="What you asked for" className="panel-wide">
      {summary.moves.length === 0 ? (
        <EmptyState title="No moves in this request" />
      ) : (
        <Table caption="Requested moves" headings={['Move', 'Vehicle', 'From → to', 'Transport', 'Pickup', 'Delivery']}>
          {summary.moves.map((move, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: moves are the request's legs in their given order
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{move.vehicle}</td>
              <td>
                {where(move.from)} → {where(move.to)}
              </td>
              <td>{move.method ? PORTAL_METHOD_LABEL[move.method] : '—'}</td>
              <td>{move.pickup ? formatDateRequest(move.pickup, locale) : '—'}</td>
              <td>{move.delivery ? formatDateRequest(move.delivery, locale) : '—'}</td>
            </tr>
          ))}
        </Table>
      )}
      <dl className="details details-grid">
        <div className="details-row">
          <dt>Vehicles</dt>
          <dd>{summary.vehicles.length}</dd>
        </div>
        <div className="details-row">
          <dt>Reference numbers</dt>
          <dd>{summary.referenceNumbers.join(', ') || '—'}</dd>
        </div>
        <div className="details-row">
          <dt>Extras</dt>
          <dd>{summary.extras.join(', ') || 'None'}</dd>
        </div>
        <div className="details-row">
          <dt>Special instructions</dt>
          <dd>{summary.instructions ?? '—'}</dd>
        </div>
      </dl>
    </Panel>
  );
};
