import { defineArea } from '../areaKit';
import { LEG_NUMBERS } from '../orders/orders.rows';
import { orderLegResolvers } from './orderLegs.resolvers';
import { orderLegRecord } from './orderLegs.transition';

/** The order leg: its status machine, edits, lists and live changes (its types are in orders.graphql, whose mappers the orders manifest declares). */
export const orderLegsArea = defineArea({
  name: 'orderLegs',
  resolvers: orderLegResolvers,
  recordNumbers: [LEG_NUMBERS],
  auditKinds: ['Order legs'],
  machines: [orderLegRecord],
});
