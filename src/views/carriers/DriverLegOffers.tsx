import { useQuery } from 'urql';
import { Link } from 'wouter';
import { graphql } from '@/generated';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { ListDateRequest } from '../kit/list/ListDate';

export const DriverLegOffersQuery = graphql(`
  query DriverLegOffers($id: ID!) {
    driver(id: $id) {
      id
      legOffers(first: 25) {
        legId
        number
        transportMethod
        requestedPickup {
          mode
          date
        }
        pickupCity
        pickupState
        deliveryCity
        deliveryState
        vehicleYear
        vehicleMake
        vehicleModel
        clientName
        priority
      }
    }
  }
`);

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ') || '—';

/**
 * What the DSC visibility list offers the driver right now (docs/decisions.md, "Leg offers"): open, unassigned legs
 * of those clients and customers, the ones the leg priority names first. Keyed by the driver's version by its tab, so
 * a saved list shows its offers at once.
 */
export const DriverLegOffers = ({ driverId }: { driverId: string }) => {
  const [{ data, fetching, error }] = useQuery({ query: DriverLegOffersQuery, variables: { id: driverId }, requestPolicy: 'network-only' });
  const offers = data?.driver?.legOffers ?? [];
  return (
    <Panel
      title="Legs offered now"
      description={<p>Open legs nobody is assigned to, of the clients and customers above; leg priority first.</p>}
    >
      {error ? (
        <p className="field-error">The offered legs could not be loaded.</p>
      ) : fetching && !data ? (
        <Spinner size="small" label="Loading offered legs…" />
      ) : offers.length === 0 ? (
        <p className="muted">No open leg is offered to this driver now.</p>
      ) : (
        <Table caption="Legs offered to the driver" headings={['Leg', 'Client', 'Pickup', 'From', 'To', 'Vehicle', 'Priority']}>
          {offers.map((offer) => (
            <tr key={offer.legId}>
              <th scope="row">
                <Link href={`/order-legs/${offer.legId}`}>{offer.number}</Link>
              </th>
              <td>{offer.clientName}</td>
              <td>
                <ListDateRequest request={offer.requestedPickup} />
              </td>
              <td>{place(offer.pickupCity, offer.pickupState)}</td>
              <td>{place(offer.deliveryCity, offer.deliveryState)}</td>
              <td>{[offer.vehicleYear, offer.vehicleMake, offer.vehicleModel].filter(Boolean).join(' ') || '—'}</td>
              <td>{offer.priority === null ? '—' : `#${offer.priority}`}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
};
