import { activityLoader } from '../audit';
import { keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';
import {
  CONDITION_REPORT_SELECT,
  type ConditionPhotoRow,
  type ConditionReportRow,
  DAMAGE_SELECT,
  type DamageRow,
  PHOTO_SELECT,
} from './conditionReports.rows';

/**
 * Batched loaders of the condition-reports area (no N+1 under a review queue or a custody chain): reports by id and
 * by leg, a report's damages, photos by id, the bill of lading's media row and each report's activity.
 */
export const conditionReportLoaders = defineLoaders((db) => ({
  reportById: keyedLoader<ConditionReportRow>(db, { key: 'cr.id', select: CONDITION_REPORT_SELECT, from: 'condition_reports cr' }),
  reportsByLeg: keyedLoader<ConditionReportRow>(db, {
    key: 'cr.order_leg_id',
    select: CONDITION_REPORT_SELECT,
    from: 'condition_reports cr',
    orderBy: 'cr.order_leg_id, cr.created_at DESC, cr.id',
  }),
  damagesByReport: keyedLoader<DamageRow>(db, {
    key: 'd.report_id',
    select: DAMAGE_SELECT,
    from: 'condition_report_damages d',
    orderBy: 'd.report_id, d.position',
  }),
  photoById: keyedLoader<ConditionPhotoRow>(db, {
    key: 'p.id',
    select: PHOTO_SELECT,
    from: 'condition_photos p JOIN media m ON m.id = p.media_id',
  }),
  mediaById: keyedLoader<MediaRow>(db, { key: 'm.id', select: MEDIA_SELECT, from: 'media m' }),
  activityByReport: activityLoader(db, { entityKind: 'Condition reports' }),
}));

/** Photos by id in the given order, leaving out those the reader may not see. */
export const loadPhotos = async (
  loaders: ReturnType<typeof conditionReportLoaders>,
  ids: readonly string[],
): Promise<ConditionPhotoRow[]> => (await loaders.photoById.loadMany(ids)).flatMap((rows) => (Array.isArray(rows) ? rows : []));
