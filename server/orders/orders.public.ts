/** The orders area's public face (docs/adding-an-area.md): An order as the other areas use it: creating one, its list, its machine context and price, and what a leg's own
 * area (server/orderLegs) writes through it: the legs table, the order's search text, the order's settled state. */
export { refreshSearchText } from './orders.edits';
export { changedLegFields, LEG_TABLE, writeLeg, type LegChanges, type LegField } from './orders.legWrite';
export { listOrders } from './orders.lists';
export { legHasDates, orderMachineContext, type ContextActor } from './orders.machineContext';
export { orderPriceLoaders, priceOfLeg, priceOfOrder } from './orders.price';
export { routePlaces } from './orders.route';
export { createOrderFromInput, orderBatch, type OrderBatch } from './orders.service';
export { createOrdersFromInputs } from './orders.createMany';
export { settleOrder } from './orders.state';
