/** The storage area's public face (docs/adding-an-area.md): A leg's move into and out of storage checks its vehicle in and out (server/orderLegs calls these). */
export { checkInForLeg, checkOutForLeg, type StoragePlacement } from './storage.legs';
