import { defineArea } from '../areaKit';
import { conditionReportResolvers } from './conditionReports.resolvers';
import { CONDITION_REPORT_NUMBERS } from './conditionReports.rows';
import { conditionReportRecord } from './conditionReports.transition';

/** Condition reports of a leg's vehicle (pickup, delivery, storage), their photos and bill of lading. */
export const conditionReportsArea = defineArea({
  name: 'conditionReports',
  resolvers: conditionReportResolvers,
  mappers: {
    ConditionReport: './conditionReports.rows#ConditionReportRow',
    VehicleDamage: './conditionReports.rows#DamageRow',
    ConditionPhoto: './conditionReports.rows#ConditionPhotoRow',
  },
  recordNumbers: [CONDITION_REPORT_NUMBERS],
  auditKinds: ['Alerts', 'Condition reports', 'Media', 'Order legs'],
  machines: [conditionReportRecord],
});
