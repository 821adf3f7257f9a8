import { defineArea } from '../areaKit';
import { hubsAndTagsResolvers } from './hubsAndTags.resolvers';

/** /admin/hubs and /admin/tags (issue 29): hubs with their address, geocode and hours; tags on orders, legs and clients. */
export const hubsAndTagsArea = defineArea({
  name: 'hubsAndTags',
  resolvers: hubsAndTagsResolvers,
  mappers: {
    Hub: './hubsAndTags.rows#HubRow',
  },
  auditKinds: ['Clients', 'Hubs', 'Locations', 'Order legs', 'Tags'],
});
