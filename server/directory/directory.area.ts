import { defineArea } from '../areaKit';
import { directoryResolvers } from './directory.resolvers';

/** Clients, customers, vehicles and locations. */
export const directoryArea = defineArea({
  name: 'directory',
  resolvers: directoryResolvers,
  mappers: {
    Location: './directory.rows#LocationRow',
    Vehicle: './directory.rows#VehicleRow',
    ClientContact: './directory.rows#ClientContactRow',
  },
  auditKinds: ['Clients', 'Customers', 'Locations', 'Vehicles'],
});
