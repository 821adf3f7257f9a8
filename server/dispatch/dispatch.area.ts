import { defineArea } from '../areaKit';
import { dispatchResolvers } from './dispatch.resolvers';

/** The dispatch board, the plan and the drivers it assigns. */
export const dispatchArea = defineArea({
  name: 'dispatch',
  resolvers: dispatchResolvers,
  mappers: {
    DriverCandidate: './dispatch.rows#DriverCandidateRow',
    BlockedDriver: './dispatch.rows#BlockedDriverRow',
    PlannedLeg: './dispatch.rows#PlannedLegRow',
    UnplannedLeg: './dispatch.rows#UnplannedLegRow',
    DispatchDriverRow: './dispatch.rows#DispatchDriverRowData',
  },
});
