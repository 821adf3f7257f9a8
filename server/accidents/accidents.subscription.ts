import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireAccidentReader } from './accidents.access';
import { accidentLoaders } from './accidents.loaders';
import { findReport, findRepair } from './accidents.rows';

/** accidentReportChanged: the tenant's report writes (and their repairs' money) as the subscriber sees them. */
export const accidentReportChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireAccidentReader(ctx).tenantId, {
    topic: 'accidentReportChanged',
    load: (db, id) => findReport(db, id),
    loader: (ctx) => accidentLoaders(ctx).reportById,
  });

/** repairChanged: every repair write and transition of the tenant. */
export const repairChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireAccidentReader(ctx).tenantId, {
    topic: 'repairChanged',
    load: (db, id) => findRepair(db, id),
    loader: (ctx) => accidentLoaders(ctx).repairById,
  });
