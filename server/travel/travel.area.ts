import { defineArea } from '../areaKit';
import { travelResolvers } from './travel.resolvers';

/** Drivers' flights and rentals. */
export const travelArea = defineArea({
  name: 'travel',
  resolvers: travelResolvers,
  mappers: {
    DriverFlight: './travel.rows#DriverFlightRow',
    DriverRental: './travel.rows#DriverRentalRow',
  },
  auditKinds: ['Driver flights', 'Driver rentals'],
});
