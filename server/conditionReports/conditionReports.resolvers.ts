import { aiagCode, describeDamage } from '../../src/domain/aiag';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { badUserInput, isUuid, notFound } from '../errors';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe } from '../graphql/relations';
import { mediaUrl } from '../media/store';
import { thumbnailUrl } from '../media/thumbnails';
import { orderLoaders } from '../orders/orders.loaders';
import { eventOptions } from '../transitions/transitions.options';
import { requireConditionReportReader } from './conditionReports.access';
import { listConditionReports, vehicleCustody } from './conditionReports.lists';
import { conditionReportLoaders, loadPhotos } from './conditionReports.loaders';
import { uploadConditionPhoto } from './conditionReports.photos';
import type { ConditionPhotoRow, StoredSignature } from './conditionReports.rows';
import { conditionReportChanges } from './conditionReports.subscription';
import { submitConditionReport } from './conditionReports.submit';
import { conditionReportRecord, transitionConditionReport } from './conditionReports.transition';

const userName = async (ctx: Parameters<typeof accountLoaders>[0], id: string | null) =>
  (await maybe(id, (userId) => accountLoaders(ctx).userNameById.load(userId)))?.name ?? null;

const photo = async (ctx: Parameters<typeof conditionReportLoaders>[0], id: string | null): Promise<ConditionPhotoRow | null> =>
  id ? ((await conditionReportLoaders(ctx).photoById.load(id))[0] ?? null) : null;

const signature = async (ctx: Parameters<typeof conditionReportLoaders>[0], stored: StoredSignature | null) =>
  stored ? { ...stored, signedAt: new Date(stored.signedAt), image: await photo(ctx, stored.imageId) } : null;

/**
 * Condition reports (conditionReports.graphql): read by operator staff and by the carriers of a leg (row-level
 * security leaves a carrier its own legs' reports; another's is NOT_FOUND); taken by the leg's carrier or staff who
 * take reports; reviewed by dispatch and the help desk (the machine's guards, INVALID_TRANSITION otherwise).
 */
export const conditionReportResolvers: Resolvers = {
  Query: {
    conditionReport: async (_parent, { id }, ctx) => {
      await requireConditionReportReader(ctx);
      const [report] = isUuid(id) ? await conditionReportLoaders(ctx).reportById.load(id) : [];
      if (!report) throw notFound('Condition report');
      return report;
    },
    conditionReports: async (_parent, args, ctx) => listConditionReports(ctx.db, (await requireConditionReportReader(ctx)).tenantId, args),
    vehicleCustody: async (_parent, { vehicleId }, ctx) =>
      vehicleCustody(ctx.db, (await requireConditionReportReader(ctx)).tenantId, vehicleId),
  },
  Mutation: {
    uploadConditionPhoto: (_parent, args, ctx) => uploadConditionPhoto(ctx, args),
    submitConditionReport: (_parent, { input }, ctx) => submitConditionReport(ctx, input),
    // The review (accept, reject); a carrier or a staff role that does not review is refused by the machine (ROLE).
    transitionConditionReport: async (_parent, { id, event, version, input }, ctx) => {
      const actor = await requireConditionReportReader(ctx);
      if (event === 'SUBMIT') throw badUserInput({ event: ['A report is submitted, with its content, by submitConditionReport.'] });
      return transitionConditionReport(ctx, actor, { id, event, version, input });
    },
  },
  Subscription: {
    conditionReportChanged: liveField(conditionReportChanges),
  },
  OrderLeg: {
    conditionReports: (leg, _args, ctx) => conditionReportLoaders(ctx).reportsByLeg.load(leg.id),
  },
  ConditionReport: {
    orderLeg: async (report, _args, ctx) => {
      const [leg] = await orderLoaders(ctx).orderLegById.load(report.orderLegId);
      if (!leg) throw notFound('Order leg');
      return leg;
    },
    items: (report) => report.items.map((item) => ({ ...item, note: item.note ?? null })),
    damages: (report, _args, ctx) => conditionReportLoaders(ctx).damagesByReport.load(report.id),
    photos: (report, _args, ctx) => loadPhotos(conditionReportLoaders(ctx), report.photoIds),
    odometerPhoto: (report, _args, ctx) => photo(ctx, report.odometerPhotoId),
    keysPhoto: (report, _args, ctx) => photo(ctx, report.keysPhotoId),
    driverSignature: (report, _args, ctx) => signature(ctx, report.driverSignature),
    customerSignature: (report, _args, ctx) => signature(ctx, report.customerSignature),
    submittedByName: (report, _args, ctx) => userName(ctx, report.submittedBy),
    reviewedByName: (report, _args, ctx) => userName(ctx, report.reviewedBy),
    previousReport: (report, _args, ctx) => maybe(report.previousReportId, (id) => conditionReportLoaders(ctx).reportById.load(id)),
    billOfLading: (report, _args, ctx) => maybe(report.bolMediaId, (id) => conditionReportLoaders(ctx).mediaById.load(id)),
    eventOptions: (report, _args, ctx) => eventOptions(ctx, requireTenant(ctx), conditionReportRecord, report),
  },
  VehicleDamage: {
    code: (damage) => aiagCode(damage.area, damage.type, damage.severity),
    description: (damage) => describeDamage(damage.area, damage.type, damage.severity),
    photos: (damage, _args, ctx) => loadPhotos(conditionReportLoaders(ctx), damage.photoIds),
  },
  ConditionPhoto: {
    url: (row) => mediaUrl({ id: row.mediaId, fileName: row.fileName }),
    thumbnailUrl: (row) => (row.thumbnailHash ? thumbnailUrl({ id: row.mediaId, fileName: row.fileName }) : null),
  },
};
