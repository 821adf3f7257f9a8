/** The hubs and tags area's public face (docs/adding-an-area.md): the tag filter the orders, legs and clients lists use. */
export { anyTagCondition } from './hubsAndTags.tagFilter';
export type { TaggedKind } from './hubsAndTags.rows';
