/** The portal area's public face (docs/adding-an-area.md): The portal's actor, for the areas that answer portal fields of their own (tag and title). */
export { requirePortal, serviceActor } from './portal.access';
