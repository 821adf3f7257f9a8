import type { Resolvers } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';
import { allHubs, createHub, findHub, listHubs, retireHub, updateHub } from './hubsAndTags.hubs';
import { hubsAndTagsLoaders } from './hubsAndTags.loaders';
import type { HubPlaceRow, HubRow } from './hubsAndTags.rows';
import { createTag, deleteTag, setClientTags, setLegTags, updateTag } from './hubsAndTags.tags';

/** A field of the hub's location (null for a hub saved without one). */
const place =
  <K extends keyof HubPlaceRow>(key: K) =>
  async (hub: HubRow, _args: unknown, ctx: GraphQLContext) =>
    (await hubsAndTagsLoaders(ctx).placeByHub.load(hub.id))[0]?.[key] ?? null;

const tagFact =
  (key: 'version' | 'orderCount' | 'legCount' | 'clientCount') => async (tag: { id: string }, _args: unknown, ctx: GraphQLContext) =>
    (await hubsAndTagsLoaders(ctx).tagFacts.load(tag.id))[0]?.[key] ?? 0;

/**
 * Hubs and tags (hubsAndTags.graphql): staff read the hubs (and the tags, Query.tags in the orders area); ADMIN
 * changes them (hubsAndTags.access.ts); legs' and clients' tags are set by their editors. Another tenant's id is
 * NOT_FOUND (row-level security); every write and its audit row share the request's transaction.
 */
export const hubsAndTagsResolvers: Resolvers = {
  Query: {
    hubs: (_parent, _args, ctx) => allHubs(ctx),
    hubList: (_parent, args, ctx) => listHubs(ctx.db, requireStaff(ctx).tenantId, args),
    hub: (_parent, { id }, ctx) => findHub(ctx, id),
  },
  Mutation: {
    createHub: (_parent, { input }, ctx) => createHub(ctx, input),
    updateHub: (_parent, { id, version, input }, ctx) => updateHub(ctx, id, version, input),
    retireHub: (_parent, { id, version }, ctx) => retireHub(ctx, id, version),
    createTag: (_parent, { input }, ctx) => createTag(ctx, input),
    updateTag: (_parent, { id, version, input }, ctx) => updateTag(ctx, id, version, input),
    deleteTag: (_parent, { id, version }, ctx) => deleteTag(ctx, id, version),
    setLegTags: (_parent, { legId, tagIds }, ctx) => setLegTags(ctx, legId, tagIds),
    setClientTags: (_parent, { clientId, tagIds }, ctx) => setClientTags(ctx, clientId, tagIds),
  },
  Hub: {
    address1: place('address1'),
    address2: place('address2'),
    city: place('city'),
    stateProvince: place('stateProvince'),
    postalCode: place('postalCode'),
    country: place('country'),
    lat: place('lat'),
    lng: place('lng'),
    geocodeSource: place('geocodeSource'),
    hours: place('hours'),
    driverCount: async (hub, _args, ctx) => (await hubsAndTagsLoaders(ctx).driverCountByHub.load(hub.id))[0]?.n ?? 0,
  },
  Tag: {
    version: tagFact('version'),
    orderCount: tagFact('orderCount'),
    legCount: tagFact('legCount'),
    clientCount: tagFact('clientCount'),
  },
  OrderLeg: {
    tags: (leg, _args, ctx) => hubsAndTagsLoaders(ctx).tagsByLeg.load(leg.id),
  },
  Client: {
    tags: (client, _args, ctx) => hubsAndTagsLoaders(ctx).tagsByClient.load(client.id),
  },
};
