import { DAY, defineArea } from '../areaKit';
import { raiseExpiryAlerts } from './carriers.expiry';
import { carrierResolvers } from './carriers.resolvers';

/** Drivers, trucking companies and their units. */
export const carriersArea = defineArea({
  name: 'carriers',
  resolvers: carrierResolvers,
  mappers: {
    Driver: './carriers.rows#DriverRow',
    LegOffer: './carriers.offers#LegOfferRow',
    DriverContact: './carriers.rows#CarrierContactRow',
    TruckingCompanyContact: './carriers.rows#CarrierContactRow',
    LegPriority: './carriers.rows#LegPriorityRow',
    DscVisibility: './carriers.rows#DscVisibilityRow',
    TruckingCompany: './carriers.rows#TruckingCompanyRow',
    Unit: './carriers.rows#UnitRow',
  },
  // Licences, medical cards and insurance expiring within 30 days: at start and daily; one alert per document and date.
  jobs: [{ name: 'document expiry alerts', every: DAY, run: ({ db, events }) => raiseExpiryAlerts(db, events) }],
  auditKinds: ['Contacts', 'Drivers', 'Trucking companies', 'Units'],
});
