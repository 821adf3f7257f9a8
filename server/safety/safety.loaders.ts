import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { ASSIGNMENT_SELECT, type PlateAssignmentRow } from './safety.rows';

/** Batched loaders of the plates' assignment log (no N+1 under the plate list). */
export const safetyLoaders = defineLoaders((db) => ({
  assignmentsByPlate: groupLoader<PlateAssignmentRow>(
    db,
    `SELECT pa.plate_id AS key, ${ASSIGNMENT_SELECT} FROM transport_plate_assignments pa
     WHERE pa.plate_id = ANY($1::uuid[]) ORDER BY pa.plate_id, pa.out_at DESC, pa.id`,
  ),
}));
