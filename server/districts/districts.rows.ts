import type { InspectionCheck, InspectionKind, RequirementCondition, RequirementKind } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import type { Locked } from '../records/writes';

// District requirements as their SELECT lists produce them (camelCase; money in minor units), mapped by codegen.

export type RequirementTypeRow = {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  kind: RequirementKind;
  inspectionKind: InspectionKind | null;
  inspects: InspectionCheck[];
  description: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type DistrictRow = {
  id: string;
  tenantId: string;
  country: 'US' | 'CA';
  stateProvince: string;
  county: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type DistrictRequirementRow = {
  id: string;
  tenantId: string;
  districtId: string;
  stateProvince: string;
  county: string | null;
  country: 'US' | 'CA';
  requirementTypeId: string;
  kind: RequirementKind;
  /** The requirement type's name (a checklist document's label). */
  name: string;
  position: number;
  appliesWhen: RequirementCondition;
  notes: string | null;
  feeAmount: number | null;
};

export type DistrictNoteRow = {
  id: string;
  districtId: string;
  kind: 'GENERAL' | 'SPECIAL_INSTRUCTIONS';
  body: string;
  createdBy: string | null;
  createdAt: Date;
};

export const REQUIREMENT_TYPE_SELECT = `rt.id, rt.tenant_id AS "tenantId", rt.code, rt.name, rt.kind, rt.inspection_kind AS "inspectionKind",
  rt.inspects, rt.description, rt.version, rt.created_at AS "createdAt", rt.updated_at AS "updatedAt"`;

export const DISTRICT_SELECT = `d.id, d.tenant_id AS "tenantId", d.country, d.state_province AS "stateProvince", d.county, d.version,
  d.created_at AS "createdAt", d.updated_at AS "updatedAt"`;

/** Needs `JOIN districts d ON d.tenant_id = dr.tenant_id AND d.id = dr.district_id` and `JOIN requirement_types rt` likewise. */
export const DISTRICT_REQUIREMENT_SELECT = `dr.id, dr.tenant_id AS "tenantId", dr.district_id AS "districtId", d.state_province AS "stateProvince",
  d.county, d.country, dr.requirement_type_id AS "requirementTypeId", rt.kind, rt.name, dr.position, dr.applies_when AS "appliesWhen", dr.notes,
  dr.fee_amount AS "feeAmount"`;

export const DISTRICT_REQUIREMENT_FROM = `district_requirements dr
  JOIN districts d ON d.tenant_id = dr.tenant_id AND d.id = dr.district_id
  JOIN requirement_types rt ON rt.tenant_id = dr.tenant_id AND rt.id = dr.requirement_type_id AND rt.deleted_at IS NULL`;

export const DISTRICT_NOTE_SELECT = `dn.id, dn.district_id AS "districtId", dn.kind, dn.body, dn.created_by AS "createdBy", dn.created_at AS "createdAt"`;

/** The lockRow / insertRow / audit descriptions of the type catalogue and the districts (records/writes.ts). */
export const REQUIREMENT_TYPES: Locked = {
  table: 'requirement_types',
  alias: 'rt',
  select: REQUIREMENT_TYPE_SELECT,
  what: 'Requirement type',
  kind: 'Requirement types',
  noun: 'requirementType',
};
export const DISTRICTS: Locked = {
  table: 'districts',
  alias: 'd',
  select: DISTRICT_SELECT,
  what: 'District',
  kind: 'District requirements',
  noun: 'district',
};

/** The district's list, in its order, as the writes read it before and after a change. */
export const requirementsOf = async (db: Queryable, tenantId: string, districtId: string) =>
  (
    await db.query<DistrictRequirementRow>(
      `SELECT ${DISTRICT_REQUIREMENT_SELECT} FROM ${DISTRICT_REQUIREMENT_FROM} WHERE dr.tenant_id = $1 AND dr.district_id = $2 ORDER BY dr.position, dr.id`,
      [tenantId, districtId],
    )
  ).rows;

/** The live district of (state, county); county null is the state or province itself. County matches case-blind. */
export const findDistrict = async (
  db: Queryable,
  tenantId: string,
  stateProvince: string,
  county: string | null,
): Promise<DistrictRow | null> => {
  const { rows } = await db.query<DistrictRow>(
    `SELECT ${DISTRICT_SELECT} FROM districts d WHERE d.tenant_id = $1 AND d.state_province = $2
       AND lower(coalesce(d.county, '')) = lower(coalesce($3, '')) AND d.deleted_at IS NULL`,
    [tenantId, stateProvince, county],
  );
  return rows[0] ?? null;
};
