import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
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
  reportById: groupLoader<AccidentReportRow>(
    db,
    `SELECT ar.id AS key, ${REPORT_SELECT} FROM accident_reports ar WHERE ar.id = ANY($1::uuid[]) AND ar.deleted_at IS NULL`,
  ),
  repairById: groupLoader<RepairRow>(
    db,
    `SELECT r.id AS key, ${REPAIR_SELECT} FROM repairs r WHERE r.id = ANY($1::uuid[]) AND r.deleted_at IS NULL`,
  ),
  partiesByReport: groupLoader<AccidentPartyRow>(
    db,
    `SELECT p.report_id AS key, ${PARTY_SELECT} FROM accident_parties p WHERE p.report_id = ANY($1::uuid[]) ORDER BY p.report_id, p.position`,
  ),
  witnessesByReport: groupLoader<AccidentWitnessRow>(
    db,
    `SELECT w.report_id AS key, ${WITNESS_SELECT} FROM accident_witnesses w WHERE w.report_id = ANY($1::uuid[]) ORDER BY w.report_id, w.position`,
  ),
  repairsByReport: groupLoader<RepairRow>(
    db,
    `SELECT r.report_id AS key, ${REPAIR_SELECT} FROM repairs r WHERE r.report_id = ANY($1::uuid[]) AND r.deleted_at IS NULL
     ORDER BY r.report_id, r.created_at, r.id`,
  ),
  moneyByReport: groupLoader<ReportMoneyRow>(
    db,
    `SELECT r.report_id AS key,
       coalesce(sum(${REPAIR_COST}) FILTER (WHERE r.status <> 'DECLINED'), 0)::float8 AS "repairCost",
       coalesce(sum((SELECT sum(rr.amount_recovered) FROM repair_recoveries rr WHERE rr.tenant_id = r.tenant_id AND rr.repair_id = r.id)), 0)::float8 AS recovered
     FROM repairs r WHERE r.report_id = ANY($1::uuid[]) AND r.deleted_at IS NULL GROUP BY r.report_id`,
  ),
  recoveriesByRepair: groupLoader<RepairRecoveryRow>(
    db,
    `SELECT rr.repair_id AS key, ${RECOVERY_SELECT} FROM repair_recoveries rr WHERE rr.repair_id = ANY($1::uuid[])
     ORDER BY rr.repair_id, rr.position`,
  ),
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
