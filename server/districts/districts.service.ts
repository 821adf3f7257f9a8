import { countryOfRegion, districtName } from '../../src/domain/districts/regions';
import {
  districtInputSchema,
  districtNoteInputSchema,
  districtRequirementsSchema,
  type RequirementTypeInputValues,
  requirementTypeInputSchema,
} from '../../src/domain/schemas/districts';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { DistrictInput, DistrictNoteInput, DistrictRequirementInput, RequirementTypeInput } from '../../src/generated/resolvers';
import { auditWrite, deleteRow, insertRow, lockLive, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { badUserInput, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { requireDistrictWriter } from './districts.access';
import {
  DISTRICT_NOTE_SELECT,
  DISTRICTS,
  type DistrictNoteRow,
  type DistrictRow,
  findDistrict,
  REQUIREMENT_TYPES,
  type RequirementTypeRow,
  requirementsOf,
} from './districts.rows';

/**
 * District requirements: the requirement type catalogue, districts (a state or province, a county), the list each
 * district requires, its notes and its offices. Every write is validated before anything is written, and writes its
 * audit row in the request's transaction: 'Requirement types' for the catalogue, 'District requirements' (the
 * district's id) for a district and everything on it.
 */

const TYPE_COLUMNS = ['code', 'name', 'kind', 'inspection_kind', 'inspects', 'description'] as const;
const typeValues = (data: RequirementTypeInputValues) => [
  data.code,
  data.name,
  data.kind,
  data.inspectionKind,
  data.inspects,
  data.description,
];
const CODE_TAKEN = { 'input.code': ['A requirement type with this code already exists.'] };

const uniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** A unique index's refusal as the field error the form shows; any other error as it was. */
const onDuplicate = (errors: FieldErrors) => (error: unknown) => {
  throw uniqueViolation(error) ? badUserInput(errors) : error;
};

export const createRequirementType = async (ctx: GraphQLContext, input: RequirementTypeInput) => {
  const who = requireDistrictWriter(ctx);
  const data = validateInput(requirementTypeInputSchema, input);
  return insertRow<RequirementTypeRow>(ctx, who, REQUIREMENT_TYPES, TYPE_COLUMNS, typeValues(data)).catch(onDuplicate(CODE_TAKEN));
};

/** Edits a type; its kind is fixed once a district lists it (the district's fee and the packets' checks depend on it). */
export const updateRequirementType = async (ctx: GraphQLContext, id: string, version: number, input: RequirementTypeInput) => {
  const who = requireDistrictWriter(ctx);
  const before = await lockRow<RequirementTypeRow>(ctx, who.tenantId, REQUIREMENT_TYPES, id, version);
  const data = validateInput(requirementTypeInputSchema, input);
  if (data.kind !== before.kind) {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM district_requirements WHERE tenant_id = $1 AND requirement_type_id = $2',
      [who.tenantId, id],
    );
    if (rows[0].n > 0)
      throw badUserInput({
        'input.kind': [`${rows[0].n} district${rows[0].n === 1 ? ' lists' : 's list'} this type: its kind can no longer change.`],
      });
  }
  return updateRow<RequirementTypeRow>(ctx, who, REQUIREMENT_TYPES, { id, version, before }, TYPE_COLUMNS, typeValues(data)).catch(
    onDuplicate(CODE_TAKEN),
  );
};

/** A state or province, or a county of one already listed (its list is merged over the state's). */
export const createDistrict = async (ctx: GraphQLContext, input: DistrictInput) => {
  const who = requireDistrictWriter(ctx);
  const data = validateInput(districtInputSchema, input);
  if (data.county !== null && !(await findDistrict(ctx.db, who.tenantId, data.stateProvince, null)))
    throw badUserInput({
      'input.county': [`Add ${districtName(data.stateProvince, null)} first: a county's requirements are merged over its state's.`],
    });
  const taken = {
    [data.county === null ? 'input.stateProvince' : 'input.county']: [
      `${districtName(data.stateProvince, data.county)} is already listed.`,
    ],
  };
  const place = [countryOfRegion(data.stateProvince), data.stateProvince, data.county];
  return insertRow<DistrictRow>(ctx, who, DISTRICTS, ['country', 'state_province', 'county'], place).catch(onDuplicate(taken));
};

/** Soft delete; a state or province is deleted after its counties. */
export const deleteDistrict = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireDistrictWriter(ctx);
  const district = await lockRow<DistrictRow>(ctx, who.tenantId, DISTRICTS, id, version);
  if (district.county === null) {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM districts WHERE tenant_id = $1 AND state_province = $2 AND county IS NOT NULL AND deleted_at IS NULL',
      [who.tenantId, district.stateProvince],
    );
    if (rows[0].n > 0)
      throw badUserInput({
        id: [`Delete the ${rows[0].n} count${rows[0].n === 1 ? 'y' : 'ies'} of ${districtName(district.stateProvince, null)} first.`],
      });
  }
  return deleteRow<DistrictRow>(ctx, who, DISTRICTS, id, version);
};

/**
 * Replaces the district's list as a whole, in the order given: every type must be a live one of the tenant, a FEE
 * needs its amount and nothing else has one. The district's version guards the list (CONFLICT when stale).
 */
export const setDistrictRequirements = async (
  ctx: GraphQLContext,
  id: string,
  version: number,
  input: readonly DistrictRequirementInput[],
) => {
  const who = requireDistrictWriter(ctx);
  const district = await lockRow<DistrictRow>(ctx, who.tenantId, DISTRICTS, id, version);
  const rows = validateInput(districtRequirementsSchema, input, 'requirements');
  const { rows: types } = await ctx.db.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM requirement_types WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
    [who.tenantId, rows.map((row) => row.requirementTypeId)],
  );
  const kinds = new Map(types.map((type) => [type.id, type.kind]));
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const kind = kinds.get(row.requirementTypeId);
    if (!kind) errors[`requirements.${index}.requirementTypeId`] = ['The selected requirement type is invalid.'];
    else if (kind === 'FEE' && row.feeAmount === null) errors[`requirements.${index}.feeAmount`] = ['A fee needs its amount.'];
    else if (kind !== 'FEE' && row.feeAmount !== null) errors[`requirements.${index}.feeAmount`] = ['Only a fee has an amount.'];
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const before = await requirementsOf(ctx.db, who.tenantId, id);
  await ctx.db.query('DELETE FROM district_requirements WHERE tenant_id = $1 AND district_id = $2', [who.tenantId, id]);
  await ctx.db.query(
    `INSERT INTO district_requirements (tenant_id, district_id, requirement_type_id, position, applies_when, notes, fee_amount)
     SELECT $1, $2, x.requirement_type_id, x.position, x.applies_when, x.notes, x.fee_amount
     FROM jsonb_to_recordset($3::jsonb) AS x(requirement_type_id uuid, position int, applies_when text, notes text, fee_amount int)`,
    [
      who.tenantId,
      id,
      JSON.stringify(
        rows.map((row, position) => ({
          requirement_type_id: row.requirementTypeId,
          position,
          applies_when: row.appliesWhen,
          notes: row.notes,
          fee_amount: row.feeAmount,
        })),
      ),
    ],
  );
  const updated = await writeColumns<DistrictRow>(ctx, who.tenantId, DISTRICTS, district, {});
  const after = await requirementsOf(ctx.db, who.tenantId, id);
  await auditWrite(ctx, who, DISTRICTS, 'setRequirements', id, { before: { requirements: before }, after: { requirements: after } });
  return updated;
};

export const addDistrictNote = async (ctx: GraphQLContext, districtId: string, input: DistrictNoteInput) => {
  const who = requireDistrictWriter(ctx);
  const district = await lockLive<DistrictRow>(ctx, who.tenantId, DISTRICTS, districtId);
  const data = validateInput(districtNoteInputSchema, input);
  const { rows } = await ctx.db.query<DistrictNoteRow>(
    `INSERT INTO district_notes AS dn (tenant_id, district_id, kind, body, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${DISTRICT_NOTE_SELECT}`,
    [who.tenantId, district.id, data.kind, data.body, who.user.id],
  );
  await auditWrite(ctx, who, DISTRICTS, 'addNote', district.id, { after: { note: rows[0] } });
  return district;
};

export const deleteDistrictNote = async (ctx: GraphQLContext, id: string) => {
  const who = requireDistrictWriter(ctx);
  if (!isUuid(id)) throw notFound('Note');
  const { rows } = await ctx.db.query<DistrictNoteRow>(
    `DELETE FROM district_notes dn WHERE dn.tenant_id = $1 AND dn.id = $2 RETURNING ${DISTRICT_NOTE_SELECT}`,
    [who.tenantId, id],
  );
  if (!rows[0]) throw notFound('Note');
  const district = await lockLive<DistrictRow>(ctx, who.tenantId, DISTRICTS, rows[0].districtId);
  await auditWrite(ctx, who, DISTRICTS, 'deleteNote', district.id, { before: { note: rows[0] } });
  return district;
};

/** Links a live REGISTRATION location of the district's state or province as one of its offices. */
export const addDistrictOffice = async (ctx: GraphQLContext, districtId: string, locationId: string) => {
  const who = requireDistrictWriter(ctx);
  const district = await lockLive<DistrictRow>(ctx, who.tenantId, DISTRICTS, districtId);
  const { rows: places } = isUuid(locationId)
    ? await ctx.db.query<{ id: string; name: string }>(
        `SELECT id, name FROM locations WHERE tenant_id = $1 AND id = $2 AND type = 'REGISTRATION' AND state_province = $3 AND deleted_at IS NULL`,
        [who.tenantId, locationId, district.stateProvince],
      )
    : { rows: [] };
  if (!places[0]) throw badUserInput({ locationId: [`Choose a registration office in ${districtName(district.stateProvince, null)}.`] });
  await ctx.db
    .query('INSERT INTO district_offices (tenant_id, district_id, location_id) VALUES ($1, $2, $3)', [
      who.tenantId,
      district.id,
      locationId,
    ])
    .catch(
      onDuplicate({ locationId: [`${places[0].name} is already an office of ${districtName(district.stateProvince, district.county)}.`] }),
    );
  await auditWrite(ctx, who, DISTRICTS, 'addOffice', district.id, { after: { office: places[0] } });
  return district;
};

export const removeDistrictOffice = async (ctx: GraphQLContext, districtId: string, locationId: string) => {
  const who = requireDistrictWriter(ctx);
  const district = await lockLive<DistrictRow>(ctx, who.tenantId, DISTRICTS, districtId);
  const { rows } = isUuid(locationId)
    ? await ctx.db.query<{ locationId: string }>(
        'DELETE FROM district_offices WHERE tenant_id = $1 AND district_id = $2 AND location_id = $3 RETURNING location_id AS "locationId"',
        [who.tenantId, district.id, locationId],
      )
    : { rows: [] };
  if (!rows[0]) throw notFound('Office');
  await auditWrite(ctx, who, DISTRICTS, 'removeOffice', district.id, { before: { office: rows[0] } });
  return district;
};
