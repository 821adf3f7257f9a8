import { recordable } from '../../src/domain/recordable';
import { hasRole } from '../../src/domain/roles';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { isUuid, notFound } from '../errors';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { eventOptions } from '../transitions/transitions.options';
import { ACCIDENT_WRITER_ROLES, requireAccidentReader, requireAccidentWriter } from './accidents.access';
import { accidentRegister, listRepairs, listReports } from './accidents.lists';
import { accidentLoaders } from './accidents.loaders';
import { accidentOverview } from './accidents.overview';
import { createRepair, setRepairRecoveries, updateRepair } from './accidents.repairs';
import {
  createAccidentReport,
  moveReport,
  reportMoves,
  reviewAccidentPreventability,
  updateAccidentReport,
  uploadAccidentMedia,
} from './accidents.reports';
import { findReport, findRepair } from './accidents.rows';
import { accidentReportChanges, repairChanges } from './accidents.subscription';
import { repairRecord, transitionRepair } from './accidents.transition';

const userName = async (ctx: Parameters<typeof accountLoaders>[0], id: string | null) =>
  (await maybe(id, (userId) => accountLoaders(ctx).userNameById.load(userId)))?.name ?? null;

/**
 * Accidents, incidents and repairs (accidents.graphql). Reads are ACCIDENT_INCIDENT_MGMT's, DRIVER_SAFETY's and
 * ADMIN's, writes ACCIDENT_INCIDENT_MGMT's and ADMIN's (accidents.access.ts); everyone else, portal and carrier users
 * included, is FORBIDDEN. Another tenant's id is NOT_FOUND (row-level security), and every write, its audit row and
 * the leg it moves share the request's transaction.
 */
export const accidentResolvers: Resolvers = {
  Query: {
    accidentOverview: (_parent, { year }, ctx) => accidentOverview(ctx.db, requireAccidentReader(ctx).tenantId, year),
    accidentReports: (_parent, args, ctx) => listReports(ctx.db, requireAccidentReader(ctx).tenantId, args),
    accidentReport: async (_parent, { id }, ctx) => {
      requireAccidentReader(ctx);
      const report = isUuid(id) ? await findReport(ctx.db, id) : null;
      if (!report) throw notFound('Accident report');
      return report;
    },
    accidentRegister: (_parent, args, ctx) => accidentRegister(ctx.db, requireAccidentReader(ctx).tenantId, args),
    repairs: (_parent, args, ctx) => listRepairs(ctx.db, requireAccidentReader(ctx).tenantId, args),
    repair: async (_parent, { id }, ctx) => {
      requireAccidentReader(ctx);
      const repair = isUuid(id) ? await findRepair(ctx.db, id) : null;
      if (!repair) throw notFound('Repair');
      return repair;
    },
  },
  Mutation: {
    createAccidentReport: (_parent, { input }, ctx) => createAccidentReport(ctx, input),
    updateAccidentReport: (_parent, { id, version, input }, ctx) => updateAccidentReport(ctx, id, version, input),
    reviewAccidentPreventability: (_parent, { id, version, preventability, note }, ctx) =>
      reviewAccidentPreventability(ctx, id, version, preventability, note),
    closeAccidentReport: (_parent, { id, version }, ctx) => moveReport(ctx, id, version, 'CLOSED'),
    reopenAccidentReport: (_parent, { id, version }, ctx) => moveReport(ctx, id, version, 'OPEN'),
    uploadAccidentMedia: (_parent, args, ctx) => uploadAccidentMedia(ctx, args),
    createRepair: (_parent, { input }, ctx) => createRepair(ctx, input),
    updateRepair: (_parent, { id, version, input }, ctx) => updateRepair(ctx, id, version, input),
    transitionRepair: (_parent, args, ctx) => transitionRepair(ctx, requireAccidentWriter(ctx), args),
    setRepairRecoveries: (_parent, { id, version, recoveries }, ctx) => setRepairRecoveries(ctx, id, version, recoveries),
  },
  Subscription: {
    accidentReportChanged: liveField(accidentReportChanges),
    repairChanged: liveField(repairChanges),
  },
  AccidentReport: {
    order: (report, _args, ctx) => maybe(report.orderId, (id) => orderLoaders(ctx).orderById.load(id)),
    leg: (report, _args, ctx) => maybe(report.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    vehicle: (report, _args, ctx) => maybe(report.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    driver: (report, _args, ctx) => maybe(report.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    otherParties: (report, _args, ctx) => accidentLoaders(ctx).partiesByReport.load(report.id),
    witnesses: (report, _args, ctx) => accidentLoaders(ctx).witnessesByReport.load(report.id),
    recordable: (report) => recordable(report),
    moves: (report, _args, ctx) => (hasRole(requireTenant(ctx).user, ACCIDENT_WRITER_ROLES) ? reportMoves(report) : []),
    reviewedByName: (report, _args, ctx) => userName(ctx, report.reviewedBy),
    reportedByName: (report, _args, ctx) => userName(ctx, report.reportedBy),
    media: (report, _args, ctx) => accidentLoaders(ctx).mediaByReport.load(report.id),
    repairs: (report, _args, ctx) => accidentLoaders(ctx).repairsByReport.load(report.id),
    repairCost: async (report, _args, ctx) => (await accidentLoaders(ctx).moneyByReport.load(report.id))[0]?.repairCost ?? 0,
    recovered: async (report, _args, ctx) => (await accidentLoaders(ctx).moneyByReport.load(report.id))[0]?.recovered ?? 0,
    activity: (report, _args, ctx) => accidentLoaders(ctx).activityByReport.load(report.id),
  },
  Repair: {
    report: (repair, _args, ctx) => maybe(repair.reportId, (id) => accidentLoaders(ctx).reportById.load(id)),
    leg: (repair, _args, ctx) => maybe(repair.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    vehicle: (repair, _args, ctx) => maybe(repair.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    driver: (repair, _args, ctx) => maybe(repair.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
    chargebackAllowed: async (repair, _args, ctx) =>
      (await maybe(repair.driverId, (id) => accidentLoaders(ctx).chargebackByDriver.load(id)))?.payChargebackAllowed ?? false,
    recoveries: (repair, _args, ctx) => accidentLoaders(ctx).recoveriesByRepair.load(repair.id),
    eventOptions: (repair, _args, ctx) => eventOptions(ctx, requireTenant(ctx), repairRecord, repair),
    activity: (repair, _args, ctx) => accidentLoaders(ctx).activityByRepair.load(repair.id),
  },
};
