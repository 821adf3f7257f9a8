/** The portal area's public face (docs/adding-an-area.md): The portal's actor, for the areas that answer portal fields of their own (tag and title);
 * the filing of a client's order with the call center, as the wizard's (a client's spreadsheet import). */
export { requirePortal, serviceActor } from './portal.access';
export { submitToCallCenter } from './portal.orders';
