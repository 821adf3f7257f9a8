/** The storage area's public face (docs/adding-an-area.md): A leg's move into and out of storage checks its vehicle in and out (server/orderLegs calls these). */
export { checkInForLeg, checkOutForLeg, type StoragePlacement } from './storage.legs';
/** What a stay costs and the STORAGE line it bills (server/invoices carries a checked-out stay on the leg's invoice). */
export { storageCharge, storageLineItem } from './storage.charge';
