import { defineArea } from '../areaKit';
import { safetyResolvers } from './safety.resolvers';

/** Driver safety: IFTA decals, transport plates, expiring insurance. */
export const safetyArea = defineArea({
  name: 'safety',
  resolvers: safetyResolvers,
  mappers: {
    IftaDecal: './safety.rows#IftaDecalRow',
    TransportPlate: './safety.rows#TransportPlateRow',
    TransportPlateAssignment: './safety.rows#PlateAssignmentRow',
    ExpiringInsurance: './safety.rows#ExpiringInsuranceRow',
    SafetyOverview: './safety.rows#SafetyOverviewRow',
  },
  auditKinds: ['Alerts', 'IFTA decals', 'Transport plates'],
});
