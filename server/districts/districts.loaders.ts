import { LOCATION_SELECT, type LocationRow } from '../directory/directory.rows';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import {
  DISTRICT_NOTE_SELECT,
  DISTRICT_REQUIREMENT_FROM,
  DISTRICT_REQUIREMENT_SELECT,
  DISTRICT_SELECT,
  type DistrictNoteRow,
  type DistrictRequirementRow,
  type DistrictRow,
  REQUIREMENT_TYPE_SELECT,
  type RequirementTypeRow,
} from './districts.rows';

/** Batched loaders of the district pages and list (no N+1 under the list's counts and CSV). */
export const districtLoaders = defineLoaders((db) => ({
  requirementTypeById: groupLoader<RequirementTypeRow>(
    db,
    `SELECT rt.id AS key, ${REQUIREMENT_TYPE_SELECT} FROM requirement_types rt WHERE rt.id = ANY($1::uuid[])`,
  ),
  requirementsByDistrict: groupLoader<DistrictRequirementRow>(
    db,
    `SELECT dr.district_id AS key, ${DISTRICT_REQUIREMENT_SELECT} FROM ${DISTRICT_REQUIREMENT_FROM}
     WHERE dr.district_id = ANY($1::uuid[]) ORDER BY dr.district_id, dr.position, dr.id`,
  ),
  /** A state's live counties by the state's id (a county has none). */
  countiesByDistrict: groupLoader<DistrictRow>(
    db,
    `SELECT s.id AS key, ${DISTRICT_SELECT} FROM districts s
     JOIN districts d ON d.tenant_id = s.tenant_id AND d.state_province = s.state_province AND d.county IS NOT NULL AND d.deleted_at IS NULL
     WHERE s.id = ANY($1::uuid[]) AND s.county IS NULL ORDER BY s.id, lower(d.county)`,
  ),
  /** A county's state or province (the row its list is merged over). */
  stateOfDistrict: groupLoader<DistrictRow>(
    db,
    `SELECT c.id AS key, ${DISTRICT_SELECT} FROM districts c
     JOIN districts d ON d.tenant_id = c.tenant_id AND d.state_province = c.state_province AND d.county IS NULL AND d.deleted_at IS NULL
     WHERE c.id = ANY($1::uuid[])`,
  ),
  notesByDistrict: groupLoader<DistrictNoteRow>(
    db,
    `SELECT dn.district_id AS key, ${DISTRICT_NOTE_SELECT} FROM district_notes dn
     WHERE dn.district_id = ANY($1::uuid[]) ORDER BY dn.district_id, dn.created_at DESC, dn.id`,
  ),
  officesByDistrict: groupLoader<LocationRow>(
    db,
    `SELECT o.district_id AS key, ${LOCATION_SELECT} FROM district_offices o
     JOIN locations loc ON loc.tenant_id = o.tenant_id AND loc.id = o.location_id AND loc.deleted_at IS NULL
     WHERE o.district_id = ANY($1::uuid[]) ORDER BY o.district_id, loc.name, loc.id`,
  ),
  /** How many live districts list each requirement type. */
  districtCountByType: groupLoader<{ n: number }>(
    db,
    `SELECT dr.requirement_type_id AS key, count(*)::int AS n FROM district_requirements dr
     JOIN districts d ON d.tenant_id = dr.tenant_id AND d.id = dr.district_id AND d.deleted_at IS NULL
     WHERE dr.requirement_type_id = ANY($1::uuid[]) GROUP BY dr.requirement_type_id`,
  ),
}));
