import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { mediaLoader } from '../media/media.rows';

/**
 * Batched loaders of the travel area (no N+1 under a list): a booking's legs' ids, its receipts and its activity.
 * The legs themselves and the drivers are their areas' loaders.
 */
export const travelLoaders = defineLoaders((db) => ({
  legIdsByFlight: groupLoader<{ id: string }>(
    db,
    `SELECT x.flight_id AS key, x.order_leg_id AS id FROM driver_flight_legs x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
     WHERE x.flight_id = ANY($1::uuid[]) ORDER BY x.flight_id, l.number`,
  ),
  legIdsByRental: groupLoader<{ id: string }>(
    db,
    `SELECT x.rental_id AS key, x.order_leg_id AS id FROM driver_rental_legs x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
     WHERE x.rental_id = ANY($1::uuid[]) ORDER BY x.rental_id, l.number`,
  ),
  receiptsByFlight: mediaLoader(db, 'DriverFlight'),
  receiptsByRental: mediaLoader(db, 'DriverRental'),
  activityByFlight: activityLoader(db, { entityKind: 'Driver flights' }),
  activityByRental: activityLoader(db, { entityKind: 'Driver rentals' }),
}));
