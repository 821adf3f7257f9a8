import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
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
  reportById: groupLoader<ConditionReportRow>(
    db,
    `SELECT cr.id AS key, ${CONDITION_REPORT_SELECT} FROM condition_reports cr WHERE cr.id = ANY($1::uuid[])`,
  ),
  reportsByLeg: groupLoader<ConditionReportRow>(
    db,
    `SELECT cr.order_leg_id AS key, ${CONDITION_REPORT_SELECT} FROM condition_reports cr WHERE cr.order_leg_id = ANY($1::uuid[])
     ORDER BY cr.order_leg_id, cr.created_at DESC, cr.id`,
  ),
  damagesByReport: groupLoader<DamageRow>(
    db,
    `SELECT d.report_id AS key, ${DAMAGE_SELECT} FROM condition_report_damages d WHERE d.report_id = ANY($1::uuid[])
     ORDER BY d.report_id, d.position`,
  ),
  photoById: groupLoader<ConditionPhotoRow>(
    db,
    `SELECT p.id AS key, ${PHOTO_SELECT} FROM condition_photos p JOIN media m ON m.id = p.media_id WHERE p.id = ANY($1::uuid[])`,
  ),
  mediaById: groupLoader<MediaRow>(db, `SELECT m.id AS key, ${MEDIA_SELECT} FROM media m WHERE m.id = ANY($1::uuid[])`),
  activityByReport: activityLoader(db, { entityKind: 'Condition reports' }),
}));

/** Photos by id in the given order, leaving out those the reader may not see. */
export const loadPhotos = async (
  loaders: ReturnType<typeof conditionReportLoaders>,
  ids: readonly string[],
): Promise<ConditionPhotoRow[]> => (await loaders.photoById.loadMany(ids)).flatMap((rows) => (Array.isArray(rows) ? rows : []));
