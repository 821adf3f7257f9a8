import { activityLoader } from '../audit';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { mediaLoader } from '../media/media.rows';
import {
  type AccidentPartyRow,
  type AccidentReportRow,
  type AccidentWitnessRow,
  PARTY_SELECT,
  RECOVERY_SELECT,
  REPAIR_COST,
  REPAIR_SELECT,
  REPORT_SELECT,
  type RepairRecoveryRow,
  type RepairRow,
  type ReportMoneyRow,
  WITNESS_SELECT,
} from './accidents.rows';

/** What a repair's recoveries read of its driver: the pay profile's chargeback flag and the trucking company. */
export type ChargebackFacts = { name: string; payChargebackAllowed: boolean; truckingCompanyId: string | null };

/**
 * Batched loaders of the accidents area (no N+1 under a list of reports or repairs): the records by id, a report's
 * parties, witnesses, files, repairs and money, a repair's recoveries, each record's activity, a driver's
 * chargeback facts. Orders, legs, vehicles, drivers and users are their areas' loaders.
 */
export const accidentLoaders = defineLoaders((db) => ({
  reportById: keyedLoader<AccidentReportRow>(db, {
    key: 'ar.id',
    select: REPORT_SELECT,
    from: 'accident_reports ar',
    where: 'ar.deleted_at IS NULL',
  }),
  repairById: keyedLoader<RepairRow>(db, { key: 'r.id', select: REPAIR_SELECT, from: 'repairs r', where: 'r.deleted_at IS NULL' }),
  partiesByReport: keyedLoader<AccidentPartyRow>(db, {
    key: 'p.report_id',
    select: PARTY_SELECT,
    from: 'accident_parties p',
    orderBy: 'p.report_id, p.position',
  }),
  witnessesByReport: keyedLoader<AccidentWitnessRow>(db, {
    key: 'w.report_id',
    select: WITNESS_SELECT,
    from: 'accident_witnesses w',
    orderBy: 'w.report_id, w.position',
  }),
  repairsByReport: keyedLoader<RepairRow>(db, {
    key: 'r.report_id',
    select: REPAIR_SELECT,
    from: 'repairs r',
    where: 'r.deleted_at IS NULL',
    orderBy: 'r.report_id, r.created_at, r.id',
  }),
  moneyByReport: groupLoader<ReportMoneyRow>(
    db,
    `SELECT r.report_id AS key,
       coalesce(sum(${REPAIR_COST}) FILTER (WHERE r.status <> 'DECLINED'), 0)::float8 AS "repairCost",
       coalesce(sum((SELECT sum(rr.amount_recovered) FROM repair_recoveries rr WHERE rr.tenant_id = r.tenant_id AND rr.repair_id = r.id)), 0)::float8 AS recovered
     FROM repairs r WHERE r.report_id = ANY($1::uuid[]) AND r.deleted_at IS NULL GROUP BY r.report_id`,
  ),
  recoveriesByRepair: keyedLoader<RepairRecoveryRow>(db, {
    key: 'rr.repair_id',
    select: RECOVERY_SELECT,
    from: 'repair_recoveries rr',
    orderBy: 'rr.repair_id, rr.position',
  }),
  mediaByReport: mediaLoader(db, 'AccidentReport'),
  activityByReport: activityLoader(db, { entityKind: 'Accident reports' }),
  activityByRepair: activityLoader(db, { entityKind: 'Repairs' }),
  chargebackByDriver: groupLoader<ChargebackFacts>(
    db,
    `SELECT d.id AS key, d.first_name || ' ' || d.last_name AS name, d.pay_chargeback_allowed AS "payChargebackAllowed",
       d.trucking_company_id AS "truckingCompanyId"
     FROM drivers d WHERE d.id = ANY($1::uuid[])`,
  ),
}));
