import { districtName } from '../../src/domain/districts/regions';
import { requirementsForVehicle } from '../../src/domain/districts/requirements';
import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { maybe, required } from '../graphql/relations';
import { requireDistrictReader } from './districts.access';
import { listDistricts, listRequirementTypes, officeChoices } from './districts.lists';
import { districtLoaders } from './districts.loaders';
import { checkModelYear, requirementsFor, tenantYear } from './districts.requirements';
import { findDistrict } from './districts.rows';
import {
  addDistrictNote,
  addDistrictOffice,
  createDistrict,
  createRequirementType,
  deleteDistrict,
  deleteDistrictNote,
  removeDistrictOffice,
  setDistrictRequirements,
  updateRequirementType,
} from './districts.service';

const STATE_PROVINCE = /^[A-Z]{2}$/;

/**
 * District requirements (districts.graphql): the catalogue of requirement types, the districts with their lists,
 * notes and offices, and the merged list a packet is built from. Reads are ADMIN's and tag-and-title staff's, writes
 * ADMIN's and TAG_TITLE_LEAD's (districts.access.ts); another tenant's id is NOT_FOUND (row-level security), and every
 * write and its audit row share the request's transaction.
 */
export const districtResolvers: Resolvers = {
  Query: {
    districts: (_parent, args, ctx) => listDistricts(ctx.db, requireDistrictReader(ctx).tenantId, args),
    district: (_parent, { stateProvince, county }, ctx) => {
      const { tenantId } = requireDistrictReader(ctx);
      // An address that names no district (a malformed code included) is no district: the page says so.
      if (!STATE_PROVINCE.test(stateProvince) || (county ?? '').length > 64) return null;
      return findDistrict(ctx.db, tenantId, stateProvince, county?.trim() || null);
    },
    requirementTypes: (_parent, args, ctx) => listRequirementTypes(ctx.db, requireDistrictReader(ctx).tenantId, args),
    districtRequirements: (_parent, { stateProvince, county, modelYear }, ctx) =>
      requirementsFor(ctx.db, requireDistrictReader(ctx).tenantId, { stateProvince, county, modelYear }),
    districtOfficeChoices: (_parent, { stateProvince, search }, ctx) =>
      officeChoices(ctx.db, requireDistrictReader(ctx).tenantId, stateProvince, search),
  },
  Mutation: {
    createRequirementType: (_parent, { input }, ctx) => createRequirementType(ctx, input),
    updateRequirementType: (_parent, { id, version, input }, ctx) => updateRequirementType(ctx, id, version, input),
    createDistrict: (_parent, { input }, ctx) => createDistrict(ctx, input),
    deleteDistrict: (_parent, { id, version }, ctx) => deleteDistrict(ctx, id, version),
    setDistrictRequirements: (_parent, { id, version, requirements }, ctx) => setDistrictRequirements(ctx, id, version, requirements),
    addDistrictNote: (_parent, { districtId, input }, ctx) => addDistrictNote(ctx, districtId, input),
    deleteDistrictNote: (_parent, { id }, ctx) => deleteDistrictNote(ctx, id),
    addDistrictOffice: (_parent, { districtId, locationId }, ctx) => addDistrictOffice(ctx, districtId, locationId),
    removeDistrictOffice: (_parent, { districtId, locationId }, ctx) => removeDistrictOffice(ctx, districtId, locationId),
  },
  RequirementType: {
    districtCount: async (type, _args, ctx) => (await districtLoaders(ctx).districtCountByType.load(type.id))[0]?.n ?? 0,
  },
  District: {
    name: (district) => districtName(district.stateProvince, district.county),
    level: (district) => (district.county === null ? 'STATE' : 'COUNTY'),
    requirements: (district, _args, ctx) => districtLoaders(ctx).requirementsByDistrict.load(district.id),
    requirementCount: async (district, _args, ctx) => (await districtLoaders(ctx).requirementsByDistrict.load(district.id)).length,
    effectiveRequirements: async (district, { modelYear }, ctx) => {
      const loaders = districtLoaders(ctx);
      const year = await tenantYear(ctx.db, district.tenantId);
      const own = await loaders.requirementsByDistrict.load(district.id);
      if (district.county === null) return requirementsForVehicle(own, [], checkModelYear(modelYear, year), year);
      const [state] = await loaders.stateOfDistrict.load(district.id);
      const stateList = state ? await loaders.requirementsByDistrict.load(state.id) : [];
      return requirementsForVehicle(stateList, own, checkModelYear(modelYear, year), year);
    },
    counties: (district, _args, ctx) => districtLoaders(ctx).countiesByDistrict.load(district.id),
    notes: (district, _args, ctx) => districtLoaders(ctx).notesByDistrict.load(district.id),
    offices: (district, _args, ctx) => districtLoaders(ctx).officesByDistrict.load(district.id),
    officeCount: async (district, _args, ctx) => (await districtLoaders(ctx).officesByDistrict.load(district.id)).length,
  },
  DistrictRequirement: {
    requirementType: (row, _args, ctx) =>
      required(row.requirementTypeId, (id) => districtLoaders(ctx).requirementTypeById.load(id), 'Requirement type'),
    level: (row) => (row.county === null ? 'STATE' : 'COUNTY'),
    currency: (row) => (row.country === 'CA' ? 'CAD' : 'USD'),
  },
  DistrictNote: {
    createdByName: async (note, _args, ctx) =>
      (await maybe(note.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
};
