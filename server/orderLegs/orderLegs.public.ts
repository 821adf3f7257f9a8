/** The orderLegs area's public face (docs/adding-an-area.md): The leg's machine record and its transition, for the areas whose records move a leg (dispatch, storage, tag and title, accidents). */
export { orderLegRecord, orderLegRecordPlacing, transitionOrderLeg } from './orderLegs.transition';
/** The legs and their orders locked in that lock order, for the areas that write many legs at once (invoices, settlements). */
export { lockLegsWithOrders } from './orderLegs.locks';
