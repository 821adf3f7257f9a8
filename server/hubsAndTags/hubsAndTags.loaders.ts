import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { HUB_PLACE_SELECT, type HubPlaceRow } from './hubsAndTags.rows';

type TagOnRecord = { id: string; name: string; colour: string };
type TagFacts = { version: number; orderCount: number; legCount: number; clientCount: number };

const tagsOf = (table: string, column: string) =>
  `SELECT x.${column} AS key, t.id, t.name, t.colour FROM ${table} x JOIN tags t ON t.tenant_id = x.tenant_id AND t.id = x.tag_id
   WHERE x.${column} = ANY($1::uuid[]) AND t.deleted_at IS NULL ORDER BY lower(t.name), t.id`;

/** Batched loaders of hubs and tags (one query per relation and request: no N+1 under a page of rows). */
export const hubsAndTagsLoaders = defineLoaders((db) => ({
  /** A hub's address, coordinates and hours, from its location (none for a hub saved without one). */
  placeByHub: groupLoader<HubPlaceRow>(
    db,
    `SELECT h.id AS key, ${HUB_PLACE_SELECT} FROM hubs h JOIN locations hl ON hl.tenant_id = h.tenant_id AND hl.id = h.location_id
     WHERE h.id = ANY($1::uuid[])`,
  ),
  /** Live drivers homed at each hub. */
  driverCountByHub: groupLoader<{ n: number }>(
    db,
    `SELECT d.home_hub_id AS key, count(*)::int AS n FROM drivers d
     WHERE d.home_hub_id = ANY($1::uuid[]) AND d.deleted_at IS NULL GROUP BY d.home_hub_id`,
  ),
  /** A tag's version and the live orders, legs and clients carrying it. */
  tagFacts: groupLoader<TagFacts>(
    db,
    `SELECT t.id AS key, t.version,
       (SELECT count(*)::int FROM order_tags x JOIN orders o ON o.tenant_id = x.tenant_id AND o.id = x.order_id
         WHERE x.tenant_id = t.tenant_id AND x.tag_id = t.id AND o.deleted_at IS NULL) AS "orderCount",
       (SELECT count(*)::int FROM leg_tags x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
         WHERE x.tenant_id = t.tenant_id AND x.tag_id = t.id AND l.deleted_at IS NULL) AS "legCount",
       (SELECT count(*)::int FROM client_tags x JOIN clients c ON c.tenant_id = x.tenant_id AND c.id = x.client_id
         WHERE x.tenant_id = t.tenant_id AND x.tag_id = t.id AND c.deleted_at IS NULL) AS "clientCount"
     FROM tags t WHERE t.id = ANY($1::uuid[])`,
  ),
  tagsByLeg: groupLoader<TagOnRecord>(db, tagsOf('leg_tags', 'order_leg_id')),
  tagsByClient: groupLoader<TagOnRecord>(db, tagsOf('client_tags', 'client_id')),
}));
