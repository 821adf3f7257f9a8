import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import {
  type ClientContactRow,
  type ClientRow,
  type CustomerRow,
  type LocationRow,
  type VehicleRow,
  CLIENT_IDENTITY_SELECT,
  CLIENT_SELECT,
  CONTACT_ORDER,
  CONTACT_SELECT,
  CUSTOMER_SELECT,
  LOCATION_SELECT,
  VEHICLE_SELECT,
} from './directory.rows';

/** Batched loaders of clients, customers, vehicles and locations: one loader per row kind, used by every area. */
export const directoryLoaders = defineLoaders((db) => ({
  /** A client's identity (orders, quotes, the portal); clientDetailsById adds its billing contact. */
  clientById: groupLoader<ClientRow>(db, `SELECT c.id AS key, ${CLIENT_IDENTITY_SELECT} FROM clients c WHERE c.id = ANY($1::uuid[])`),
  clientDetailsById: groupLoader<ClientRow>(db, `SELECT c.id AS key, ${CLIENT_SELECT} FROM clients c WHERE c.id = ANY($1::uuid[])`),
  customerById: groupLoader<CustomerRow>(db, `SELECT c.id AS key, ${CUSTOMER_SELECT} FROM customers c WHERE c.id = ANY($1::uuid[])`),
  customersByClient: groupLoader<CustomerRow>(
    db,
    `SELECT c.client_id AS key, ${CUSTOMER_SELECT} FROM customers c WHERE c.client_id = ANY($1::uuid[]) ORDER BY c.display_name`,
  ),
  vehicleById: groupLoader<VehicleRow>(db, `SELECT v.id AS key, ${VEHICLE_SELECT} FROM vehicles v WHERE v.id = ANY($1::uuid[])`),
  locationById: groupLoader<LocationRow>(db, `SELECT loc.id AS key, ${LOCATION_SELECT} FROM locations loc WHERE loc.id = ANY($1::uuid[])`),
  contactsByClient: groupLoader<ClientContactRow>(
    db,
    `SELECT ct.client_id AS key, ${CONTACT_SELECT} FROM contacts ct
     WHERE ct.client_id = ANY($1::uuid[]) AND ct.deleted_at IS NULL ORDER BY ${CONTACT_ORDER}`,
  ),
  locationsByClient: groupLoader<LocationRow>(
    db,
    `SELECT loc.client_id AS key, ${LOCATION_SELECT} FROM locations loc
     WHERE loc.client_id = ANY($1::uuid[]) AND loc.deleted_at IS NULL ORDER BY loc.name, loc.id`,
  ),
  activityByVehicle: activityLoader(db, { entityKind: 'Vehicles' }),
}));
