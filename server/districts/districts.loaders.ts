import { LOCATION_SELECT, type LocationRow } from '../directory/directory.rows';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
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
  requirementTypeById: keyedLoader<RequirementTypeRow>(db, { key: 'rt.id', select: REQUIREMENT_TYPE_SELECT, from: 'requirement_types rt' }),
  requirementsByDistrict: keyedLoader<DistrictRequirementRow>(db, {
    key: 'dr.district_id',
    select: DISTRICT_REQUIREMENT_SELECT,
    from: DISTRICT_REQUIREMENT_FROM,
    orderBy: 'dr.district_id, dr.position, dr.id',
  }),
  /** A state's live counties by the state's id (a county has none). */
  countiesByDistrict: keyedLoader<DistrictRow>(db, {
    key: 's.id',
    select: DISTRICT_SELECT,
    from: `districts s
      JOIN districts d ON d.tenant_id = s.tenant_id AND d.state_province = s.state_province AND d.county IS NOT NULL AND d.deleted_at IS NULL`,
    where: 's.county IS NULL',
    orderBy: 's.id, lower(d.county)',
  }),
  /** A county's state or province (the row its list is merged over). */
  stateOfDistrict: keyedLoader<DistrictRow>(db, {
    key: 'c.id',
    select: DISTRICT_SELECT,
    from: `districts c
      JOIN districts d ON d.tenant_id = c.tenant_id AND d.state_province = c.state_province AND d.county IS NULL AND d.deleted_at IS NULL`,
  }),
  notesByDistrict: keyedLoader<DistrictNoteRow>(db, {
    key: 'dn.district_id',
    select: DISTRICT_NOTE_SELECT,
    from: 'district_notes dn',
    orderBy: 'dn.district_id, dn.created_at DESC, dn.id',
  }),
  officesByDistrict: keyedLoader<LocationRow>(db, {
    key: 'o.district_id',
    select: LOCATION_SELECT,
    from: 'district_offices o JOIN locations loc ON loc.tenant_id = o.tenant_id AND loc.id = o.location_id AND loc.deleted_at IS NULL',
    orderBy: 'o.district_id, loc.name, loc.id',
  }),
  /** How many live districts list each requirement type. */
  districtCountByType: groupLoader<{ n: number }>(
    db,
    `SELECT dr.requirement_type_id AS key, count(*)::int AS n FROM district_requirements dr
     JOIN districts d ON d.tenant_id = dr.tenant_id AND d.id = dr.district_id AND d.deleted_at IS NULL
     WHERE dr.requirement_type_id = ANY($1::uuid[]) GROUP BY dr.requirement_type_id`,
  ),
}));
