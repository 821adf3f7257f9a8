import { defineArea } from '../areaKit';
import { callCenterResolvers } from './callCenter.resolvers';

/** The call center's queue and overview; its moves are the leg machine's (orderLegs.public.ts) and its calls the log's. */
export const callCenterArea = defineArea({
  name: 'callCenter',
  resolvers: callCenterResolvers,
  mappers: {
    CallCenterLeg: './callCenter.rows#CallCenterLegRow',
    CallCenterOverview: './callCenter.overview#CallCenterOverviewRow',
  },
  // A lead's reassignment of a callback is audited on the log's entry.
  auditKinds: ['Communications'],
});
