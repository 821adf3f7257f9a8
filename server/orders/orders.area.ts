import { defineArea } from '../areaKit';
import { orderResolvers } from './orders.resolvers';
import { ORDER_NUMBERS } from './orders.rows';
import { orderRecord } from './orders.transition';

/** Orders: creating, editing and pricing them, their machine, comments, alerts and files. */
export const ordersArea = defineArea({
  name: 'orders',
  resolvers: orderResolvers,
  mappers: {
    Order: './orders.rows#OrderRow',
    OrderLeg: './orders.rows#OrderLegRow',
    OrderPrice: './orders.price#OrderPriceRow',
    LegPriceShare: './orders.price#LegPriceRow',
    OrderLocation: './orders.rows#OrderLocationRow',
    OrderNote: './orders.rows#OrderNoteRow',
    Tag: './orders.rows#TagRow',
    Comment: './orders.rows#CommentRow',
    Alert: './orders.rows#AlertRow',
    AuditEntry: '../audit#AuditRow',
  },
  recordNumbers: [ORDER_NUMBERS],
  auditKinds: ['Alerts', 'Order legs', 'Orders', 'Vehicles'],
  machines: [orderRecord],
});
