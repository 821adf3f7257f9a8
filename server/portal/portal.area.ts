import { defineArea } from '../areaKit';
import { portalResolvers } from './portal.resolvers';

/** The client portal's own fields. */
export const portalArea = defineArea({
  name: 'portal',
  resolvers: portalResolvers,
  mappers: {
    PortalOrderPrice: '../orders/orders.price#OrderPriceRow',
    PortalAccount: './portal.rows#PortalAccountRow',
    PortalVehicle: '../directory/directory.rows#VehicleRow',
    PortalLocation: '../directory/directory.rows#LocationRow',
    PortalOrderLocation: '../orders/orders.rows#OrderLocationRow',
    PortalComment: '../orders/orders.rows#CommentRow',
    PortalActivity: '../audit#AuditRow',
    PortalOrder: '../orders/orders.rows#OrderRow',
    PortalOrderLeg: '../orders/orders.rows#OrderLegRow',
    PortalQuote: '../quotes/quotes.rows#QuoteRow',
  },
  auditKinds: ['Order legs', 'Orders'],
});
