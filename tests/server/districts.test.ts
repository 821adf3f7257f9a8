import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistrictPageQuery, DistrictTypeChoicesQuery } from '@/views/districts/DistrictPage.graphql';
import { DistrictsQuery, RequirementTypesQuery } from '@/views/districts/districts.graphql';
import { signedIn, type TestClient } from './support/client';
import { auditRows, count, expectError, one, tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: TestClient;
let lead: TestClient;
let clerk: TestClient;
let dispatch: TestClient;
let client: TestClient;
let northAdmin: TestClient;
let east: string;
let north: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  admin = await signedIn(server.url, 'admin@legwork.test');
  lead = await signedIn(server.url, 'tag-title-lead@legwork.test');
  clerk = await signedIn(server.url, 'tag-title@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  client = await signedIn(server.url, 'client@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(() => server?.close());

type Requirement = {
  id: string;
  level: string;
  appliesWhen: string;
  notes: string | null;
  feeAmount: number | null;
  currency: string;
  requirementType: { code: string; kind: string };
};
type District = {
  id: string;
  name: string;
  stateProvince: string;
  county: string | null;
  level: string;
  version: number;
  requirementCount: number;
  requirements: Requirement[];
  notes: { id: string; kind: string; body: string; createdByName: string | null }[];
  offices: { id: string; name: string }[];
  counties: { county: string }[];
};
const REQUIREMENT = 'id level appliesWhen notes feeAmount currency requirementType { code kind }';
const DISTRICT = `id name stateProvince county level version requirementCount requirements { ${REQUIREMENT} } notes { id kind body createdByName }
  offices { id name } counties { county }`;

const districtOf = async (as: TestClient, stateProvince: string, county: string | null = null) =>
  (
    await as.gql<{ district: District | null }>(
      `query($s: String!, $c: String) { district(stateProvince: $s, county: $c) { ${DISTRICT} } }`,
      { s: stateProvince, c: county },
    )
  ).data?.district ?? null;
const merged = async (as: TestClient, stateProvince: string, county: string | null, modelYear: number | null) =>
  as.gql<{ districtRequirements: Requirement[] }>(
    `query($s: String!, $c: String, $y: Int) { districtRequirements(stateProvince: $s, county: $c, modelYear: $y) { ${REQUIREMENT} } }`,
    { s: stateProvince, c: county, y: modelYear },
  );
/** The first row, which the test's own data guarantees. */
const row = async <T extends Record<string, unknown>>(sql: string, params: unknown[]): Promise<T> => {
  const found = await one<T>(server.db, sql, params);
  if (!found) throw new Error(`No row: ${sql}`);
  return found;
};
const typeIdOf = async (tenantId: string, code: string) =>
  (await row<{ id: string }>('SELECT id FROM requirement_types WHERE tenant_id = $1 AND code = $2', [tenantId, code])).id;
const setRequirements = (as: TestClient, id: string, version: number, requirements: unknown[]) =>
  as.gql<{ setDistrictRequirements: District }>(
    `mutation($id: ID!, $v: Int!, $r: [DistrictRequirementInput!]!) { setDistrictRequirements(id: $id, version: $v, requirements: $r) { ${DISTRICT} } }`,
    { id, v: version, r: requirements },
  );
const districtWrites = () =>
  Promise.all(
    ['districts', 'district_requirements', 'district_notes', 'district_offices', 'requirement_types', 'audit_logs'].map((t) =>
      count(server.db, t),
    ),
  );

describe('the demo seed', () => {
  it('lists Texas, Travis County, California, Florida, New York and Ontario in each tenant, with offices where the tenant has one', async () => {
    const texas = await districtOf(admin, 'TX');
    expect(texas?.name).toBe('Texas');
    expect(texas?.requirements.map((r) => r.requirementType.code)).toContain('TITLE');
    expect(texas?.counties.map((c) => c.county)).toEqual(['Travis']);
    const travis = await districtOf(admin, 'TX', 'travis');
    expect(travis?.name).toBe('Travis County, Texas');
    expect(travis?.offices.map((o) => o.name)).toEqual(['Travis County Tax Office']);
    for (const code of ['CA', 'FL', 'NY', 'ON']) expect((await districtOf(admin, code))?.requirementCount).toBeGreaterThan(4);
    expect((await districtOf(northAdmin, 'ON'))?.offices.map((o) => o.name)).toEqual(['ServiceOntario College Park']);
    expect(await count(server.db, "locations WHERE tenant_id = $1 AND country <> 'CA'", [north])).toBe(0);
  });
});

describe('the merged requirements', () => {
  it('merges Travis County over Texas: its emissions test added, its title fee in place of the state’s', async () => {
    const result = await merged(clerk, 'TX', 'Travis', 2020);
    expect(result.errors).toBeUndefined();
    const rows = result.data?.districtRequirements ?? [];
    const fee = rows.filter((r) => r.requirementType.code === 'TITLE-FEE');
    expect(fee).toHaveLength(1);
    expect(fee[0]).toMatchObject({ level: 'COUNTY', feeAmount: 3300, currency: 'USD' });
    expect(rows.find((r) => r.requirementType.code === 'EMISSIONS')?.level).toBe('COUNTY');
    expect(rows.find((r) => r.requirementType.code === 'TITLE')?.level).toBe('STATE');
    // The state's order stands, the county's additions follow.
    expect(rows.at(-1)?.requirementType.code).toBe('EMISSIONS');
    expect(rows.map((r) => r.requirementType.code)).toContain('ODOMETER');
  });

  it('lists the odometer disclosure inside the federal window only (model year 2011 and newer, under 20 years old)', async () => {
    const year = new Date().getUTCFullYear();
    const codes = async (modelYear: number | null) =>
      ((await merged(clerk, 'TX', 'Travis', modelYear)).data?.districtRequirements ?? []).map((r) => r.requirementType.code);
    // The oldest model year still inside: 2011 until 2030, then the one 19 years back.
    const oldest = Math.max(2011, year - 19);
    expect(await codes(oldest)).toContain('ODOMETER');
    expect(await codes(oldest - 1)).not.toContain('ODOMETER');
    expect(await codes(year + 1)).toContain('ODOMETER');
    expect(await codes(null)).toContain('ODOMETER');
    // Texas alone: no county fee, the state's.
    const state = (await merged(clerk, 'TX', null, 2022)).data?.districtRequirements ?? [];
    expect(state.find((r) => r.requirementType.code === 'TITLE-FEE')?.feeAmount).toBe(2800);
    expect(state.some((r) => r.requirementType.code === 'EMISSIONS')).toBe(false);
  });

  it('refuses a model year or state that is no such thing', async () => {
    expect(expectError(await merged(clerk, 'TX', null, 1066), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('modelYear');
    expect(expectError(await merged(clerk, 'ZZ', null, 2020), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('stateProvince');
  });
});

describe('access', () => {
  it('refuses dispatch and portal users, and a tag-and-title clerk’s writes', async () => {
    expectError(await merged(dispatch, 'TX', null, 2020), 'FORBIDDEN');
    expectError(await dispatch.gql('query { districts { data { id } } }'), 'FORBIDDEN');
    expectError(await client.gql('query { requirementTypes { data { id } } }'), 'FORBIDDEN');
    const before = await districtWrites();
    expectError(await clerk.gql('mutation { createDistrict(input: { stateProvince: "NM" }) { id } }'), 'FORBIDDEN');
    expectError(await dispatch.gql('mutation { createDistrict(input: { stateProvince: "NM" }) { id } }'), 'FORBIDDEN');
    expect(await districtWrites()).toEqual(before);
    expect(
      (await clerk.gql<{ districts: { data: unknown[] } }>('query { districts { data { id } } }')).data?.districts.data.length,
    ).toBeGreaterThan(0);
  });
});

describe('tenant isolation', () => {
  it('never shows or touches another tenant’s district', async () => {
    const northOntario = await districtOf(northAdmin, 'ON');
    const eastOntario = await districtOf(admin, 'ON');
    expect(northOntario?.id).not.toBe(eastOntario?.id);
    const list = await admin.gql<{ districts: { data: { id: string }[] } }>('query { districts(first: 100) { data { id } } }');
    expect(list.data?.districts.data.map((d) => d.id)).not.toContain(northOntario?.id);
    const before = await districtWrites();
    expectError(await setRequirements(admin, northOntario?.id ?? '', northOntario?.version ?? 1, []), 'NOT_FOUND');
    expectError(
      await admin.gql('mutation($id: ID!) { addDistrictNote(districtId: $id, input: { kind: GENERAL, body: "x" }) { id } }', {
        id: northOntario?.id,
      }),
      'NOT_FOUND',
    );
    expectError(
      await admin.gql('mutation($id: ID!) { deleteDistrictNote(id: $id) { id } }', { id: northOntario?.notes[0].id }),
      'NOT_FOUND',
    );
    expectError(await admin.gql('mutation { deleteDistrict(id: "not-a-uuid", version: 1) { id } }'), 'NOT_FOUND');
    // Another tenant's requirement type is no type here.
    const texas = await districtOf(admin, 'TX');
    const foreignType = await typeIdOf(north, 'TITLE');
    const refused = expectError(
      await setRequirements(admin, texas?.id ?? '', texas?.version ?? 1, [{ requirementTypeId: foreignType, appliesWhen: 'ALWAYS' }]),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toHaveProperty(['requirements.0.requirementTypeId']);
    expect(await districtWrites()).toEqual(before);
  });
});

describe('writes', () => {
  it('creates a requirement type with its audit row, and refuses junk with field errors and nothing stored', async () => {
    const before = await districtWrites();
    const bad = await lead.gql('mutation($i: RequirementTypeInput!) { createRequirementType(input: $i) { id } }', {
      i: { code: 'bad code!', name: '', kind: 'INSPECTION', inspects: [] },
    });
    expect(Object.keys(expectError(bad, 'BAD_USER_INPUT').extensions.errors as object).sort()).toEqual([
      'input.code',
      'input.inspectionKind',
      'input.inspects',
      'input.name',
    ]);
    const dup = await lead.gql('mutation { createRequirementType(input: { code: "title", name: "Again", kind: TITLE }) { id } }');
    expect(expectError(dup, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.code']);
    expect(await districtWrites()).toEqual(before);
    const made = await lead.gql<{ createRequirementType: { id: string; code: string; inspects: string[] } }>(
      'mutation { createRequirementType(input: { code: "tx-vi", name: "Texas vehicle inspection", kind: INSPECTION, inspectionKind: TEMP, inspects: [VIN, SAFETY, VIN] }) { id code inspects } }',
    );
    expect(made.errors).toBeUndefined();
    expect(made.data?.createRequirementType).toMatchObject({ code: 'TX-VI', inspects: ['VIN', 'SAFETY'] });
    const audits = await auditRows(server.db, 'requirementType.create');
    expect(audits.at(-1)).toMatchObject({
      entityKind: 'Requirement types',
      entityId: made.data?.createRequirementType.id,
      tenantId: east,
      action: 'CREATED',
    });
  });

  it('adds a county, sets its list (a fee needs its amount), notes and offices, each with its audit row; a stale version is CONFLICT', async () => {
    const orphan = await lead.gql('mutation { createDistrict(input: { stateProvince: "NM", county: "Doña Ana" }) { id } }');
    expect(expectError(orphan, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.county']);
    const created = await lead.gql<{ createDistrict: District }>(
      `mutation { createDistrict(input: { stateProvince: "tx", county: "Harris" }) { ${DISTRICT} } }`,
    );
    expect(created.errors).toBeUndefined();
    const harris = created.data?.createDistrict as District;
    expect(harris).toMatchObject({ name: 'Harris County, Texas', level: 'COUNTY', requirementCount: 0 });
    expect((await auditRows(server.db, 'district.create')).at(-1)).toMatchObject({
      entityKind: 'District requirements',
      entityId: harris.id,
    });
    expect(
      expectError(await lead.gql('mutation { createDistrict(input: { stateProvince: "TX", county: "harris" }) { id } }'), 'BAD_USER_INPUT')
        .extensions.errors,
    ).toHaveProperty(['input.county']);

    const emissions = await typeIdOf(east, 'EMISSIONS');
    const fee = await typeIdOf(east, 'TITLE-FEE');
    const before = await districtWrites();
    const noAmount = await setRequirements(lead, harris.id, harris.version, [
      { requirementTypeId: emissions, appliesWhen: 'ALWAYS' },
      { requirementTypeId: fee, appliesWhen: 'ALWAYS' },
    ]);
    expect(expectError(noAmount, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'requirements.1.feeAmount': ['A fee needs its amount.'] });
    const twice = await setRequirements(lead, harris.id, harris.version, [
      { requirementTypeId: emissions, appliesWhen: 'ALWAYS' },
      { requirementTypeId: emissions, appliesWhen: 'ALWAYS' },
    ]);
    expect(expectError(twice, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['requirements.1.requirementTypeId']);
    expect(await districtWrites()).toEqual(before);

    const set = await setRequirements(lead, harris.id, harris.version, [
      { requirementTypeId: emissions, appliesWhen: 'ALWAYS', notes: '  OBD test  ' },
      { requirementTypeId: fee, appliesWhen: 'ALWAYS', feeAmount: 3300 },
    ]);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setDistrictRequirements.requirements.map((r) => [r.requirementType.code, r.notes, r.feeAmount])).toEqual([
      ['EMISSIONS', 'OBD test', null],
      ['TITLE-FEE', null, 3300],
    ]);
    expect(await count(server.db, 'district_requirements WHERE district_id = $1', [harris.id])).toBe(2);
    expect((await auditRows(server.db, 'district.setRequirements')).at(-1)).toMatchObject({ entityId: harris.id, action: 'UPDATED' });
    expectError(await setRequirements(lead, harris.id, harris.version, []), 'CONFLICT');
    expect(await count(server.db, 'district_requirements WHERE district_id = $1', [harris.id])).toBe(2);

    const noted = await lead.gql<{ addDistrictNote: District }>(
      `mutation($id: ID!) { addDistrictNote(districtId: $id, input: { kind: SPECIAL_INSTRUCTIONS, body: "Harris County Tax Office: fleet desk." }) { ${DISTRICT} } }`,
      { id: harris.id },
    );
    expect(noted.data?.addDistrictNote.notes).toMatchObject([{ kind: 'SPECIAL_INSTRUCTIONS', createdByName: 'Tag Title Lead Demo' }]);
    expect(
      expectError(
        await lead.gql('mutation($id: ID!) { addDistrictNote(districtId: $id, input: { kind: GENERAL, body: "  " }) { id } }', {
          id: harris.id,
        }),
        'BAD_USER_INPUT',
      ).extensions.errors,
    ).toHaveProperty(['input.body']);
    expect((await auditRows(server.db, 'district.addNote')).at(-1)).toMatchObject({ entityId: harris.id });

    // An office is a live REGISTRATION location of the district's state; another type is refused.
    const travis = await row<{ id: string }>("SELECT id FROM locations WHERE tenant_id = $1 AND name = 'Travis County Tax Office'", [east]);
    const storage = await row<{ id: string }>("SELECT id FROM locations WHERE tenant_id = $1 AND type = 'STORAGE' LIMIT 1", [east]);
    expect(
      expectError(
        await lead.gql('mutation($d: ID!, $l: ID!) { addDistrictOffice(districtId: $d, locationId: $l) { id } }', {
          d: harris.id,
          l: storage.id,
        }),
        'BAD_USER_INPUT',
      ).extensions.errors,
    ).toHaveProperty(['locationId']);
    const office = await lead.gql<{ addDistrictOffice: District }>(
      `mutation($d: ID!, $l: ID!) { addDistrictOffice(districtId: $d, locationId: $l) { ${DISTRICT} } }`,
      { d: harris.id, l: travis.id },
    );
    expect(office.data?.addDistrictOffice.offices.map((o) => o.name)).toEqual(['Travis County Tax Office']);
    expect((await auditRows(server.db, 'district.addOffice')).at(-1)).toMatchObject({ entityId: harris.id });
    const removed = await lead.gql<{ removeDistrictOffice: District }>(
      `mutation($d: ID!, $l: ID!) { removeDistrictOffice(districtId: $d, locationId: $l) { ${DISTRICT} } }`,
      { d: harris.id, l: travis.id },
    );
    expect(removed.data?.removeDistrictOffice.offices).toEqual([]);

    // Texas keeps its counties: it is deleted after them.
    const texas = (await districtOf(lead, 'TX')) as District;
    expect(
      expectError(
        await lead.gql('mutation($id: ID!, $v: Int!) { deleteDistrict(id: $id, version: $v) { id } }', { id: texas.id, v: texas.version }),
        'BAD_USER_INPUT',
      ).extensions.errors,
    ).toHaveProperty(['id']);
    const current = (await districtOf(lead, 'TX', 'Harris')) as District;
    const gone = await lead.gql('mutation($id: ID!, $v: Int!) { deleteDistrict(id: $id, version: $v) { id } }', {
      id: current.id,
      v: current.version,
    });
    expect(gone.errors).toBeUndefined();
    expect(await districtOf(lead, 'TX', 'Harris')).toBeNull();
    expect((await auditRows(server.db, 'district.delete')).at(-1)).toMatchObject({ entityId: current.id, action: 'DELETED' });
  });

  it('fixes a type’s kind once a district lists it', async () => {
    const type = await row<{ id: string; version: number }>(
      "SELECT id, version FROM requirement_types WHERE tenant_id = $1 AND code = 'BILL-OF-SALE'",
      [east],
    );
    const refused = await admin.gql(
      'mutation($id: ID!, $v: Int!) { updateRequirementType(id: $id, version: $v, input: { code: "BILL-OF-SALE", name: "Bill of sale", kind: ID }) { id } }',
      { id: type.id, v: type.version },
    );
    expect(expectError(refused, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.kind']);
    const renamed = await admin.gql<{ updateRequirementType: { name: string; version: number } }>(
      'mutation($id: ID!, $v: Int!) { updateRequirementType(id: $id, version: $v, input: { code: "BILL-OF-SALE", name: "Bill of sale (signed)", kind: BILL_OF_SALE }) { name version } }',
      { id: type.id, v: type.version },
    );
    expect(renamed.data?.updateRequirementType).toEqual({ name: 'Bill of sale (signed)', version: type.version + 1 });
    expect((await auditRows(server.db, 'requirementType.update')).at(-1)).toMatchObject({
      entityId: type.id,
      entityKind: 'Requirement types',
    });
  });
});

describe('the pages’ queries', () => {
  it('pass the server’s depth and cost limits with a full page', async () => {
    const list = await admin.gql<{ districts: { data: unknown[] } }>(print(DistrictsQuery), { first: 100, page: 1 });
    expect(list.errors).toBeUndefined();
    expect(list.data?.districts.data.length).toBeGreaterThan(5);
    for (const [s, c] of [
      ['TX', null],
      ['TX', 'Travis'],
    ] as const) {
      const page = await admin.gql<{ district: unknown }>(print(DistrictPageQuery), { stateProvince: s, county: c });
      expect(page.errors).toBeUndefined();
      expect(page.data?.district).not.toBeNull();
    }
    expect((await admin.gql(print(RequirementTypesQuery), { first: 100, page: 1 })).errors).toBeUndefined();
    expect((await admin.gql(print(DistrictTypeChoicesQuery))).errors).toBeUndefined();
  });
});
