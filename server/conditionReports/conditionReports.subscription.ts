import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireConditionReportReader } from './conditionReports.access';
import { conditionReportLoaders } from './conditionReports.loaders';
import { findConditionReport } from './conditionReports.rows';

/**
 * conditionReportChanged: every report submitted, accepted or rejected in the tenant, as the subscriber sees it (a
 * carrier hears only the reports of its legs: each event is reloaded under the subscriber's row-level security).
 */
export const conditionReportChanges = async (ctx: GraphQLContext) =>
  liveRecords(ctx, (await requireConditionReportReader(ctx)).tenantId, {
    topic: 'conditionReportChanged',
    load: (db, id) => findConditionReport(db, id),
    loader: (ctx) => conditionReportLoaders(ctx).reportById,
  });
