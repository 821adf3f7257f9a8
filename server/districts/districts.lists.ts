import { countryOfRegion } from '../../src/domain/districts/regions';
import type { QueryDistrictsArgs, QueryRequirementTypesArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
import { searchCondition } from '../graphql/where';
import { LOCATION_SELECT, type LocationRow } from '../directory/directory.rows';
import { badUserInput } from '../errors';
import { DISTRICT_SELECT, type DistrictRow, REQUIREMENT_TYPE_SELECT, type RequirementTypeRow } from './districts.rows';

/** /admin/district-requirements: states in code order, each followed by its counties; by country, state, a search over county. */
export const listDistricts = (db: Queryable, tenantId: string, args: QueryDistrictsArgs) => {
  const q = ListQuery.live('d', tenantId).equals('d.country', args.country || null);
  if (args.stateProvince) {
    const code = args.stateProvince.trim().toUpperCase();
    if (countryOfRegion(code) === null)
      throw badUserInput({ stateProvince: ['Give a US state or Canadian province by its two letters (TX, ON).'] });
    q.equals('d.state_province', code);
  }
  return q
    .search(args.search, ["(d.state_province || ' ' || coalesce(d.county, ''))"])
    .page<DistrictRow>(
      db,
      { select: DISTRICT_SELECT, from: 'districts d', orderBy: "d.state_province ASC, lower(coalesce(d.county, '')) ASC, d.id ASC" },
      args,
    );
};

/** /admin/district-requirements/requirement-types: the catalogue by kind and code; a search over code and name. */
export const listRequirementTypes = (db: Queryable, tenantId: string, args: QueryRequirementTypesArgs) => {
  return ListQuery.live('rt', tenantId)
    .equals('rt.kind', args.kind || null)
    .search(args.search, ["(rt.code || ' ' || rt.name)"])
    .page<RequirementTypeRow>(
      db,
      { select: REQUIREMENT_TYPE_SELECT, from: 'requirement_types rt', orderBy: 'rt.code ASC, rt.id ASC' },
      args,
    );
};

/** The office picker: a state's live REGISTRATION locations whose name or city matches, 25 by name. */
export const officeChoices = async (db: Queryable, tenantId: string, stateProvince: string, search: string | null | undefined) => {
  const params: unknown[] = [tenantId, stateProvince.trim().toUpperCase()];
  const where = searchCondition(search, ["(loc.name || ' ' || loc.city)"], params);
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_SELECT} FROM locations loc WHERE loc.tenant_id = $1 AND loc.state_province = $2 AND loc.type = 'REGISTRATION'
       AND loc.deleted_at IS NULL AND ${where} ORDER BY loc.name, loc.id LIMIT 25`,
    params,
  );
  return rows;
};
