import { defineArea } from '../areaKit';
import { accidentResolvers } from './accidents.resolvers';
import { ACCIDENT_NUMBERS, REPAIR_NUMBERS } from './accidents.rows';
import { repairRecord } from './accidents.transition';

/** Accident and incident reports, and the repairs that follow them. */
export const accidentsArea = defineArea({
  name: 'accidents',
  resolvers: accidentResolvers,
  mappers: {
    AccidentReport: './accidents.rows#AccidentReportRow',
    AccidentParty: './accidents.rows#AccidentPartyRow',
    AccidentWitness: './accidents.rows#AccidentWitnessRow',
    Repair: './accidents.rows#RepairRow',
    RepairRecovery: './accidents.rows#RepairRecoveryRow',
    AccidentOverview: './accidents.overview#AccidentOverviewRow',
  },
  recordNumbers: [ACCIDENT_NUMBERS, REPAIR_NUMBERS],
  auditKinds: ['Accident reports', 'Repairs'],
  machines: [repairRecord],
});
