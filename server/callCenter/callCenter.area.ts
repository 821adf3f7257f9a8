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
});
