import { defineArea } from '../areaKit';
import { helpDeskResolvers } from './helpDesk.resolvers';

/** The help desk's legs and overview. */
export const helpDeskArea = defineArea({
  name: 'helpDesk',
  resolvers: helpDeskResolvers,
  mappers: {
    HelpDeskLeg: './helpDesk.rows#HelpDeskLegRow',
  },
});
