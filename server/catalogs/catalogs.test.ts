import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf, uploadFile } from '../../tests/server/support/helpers';
import { PDF } from '../../tests/server/support/images';
import { orderFixture } from '../../tests/server/support/orderFixtures';
import { legInput } from '../../tests/server/support/orderInputs';
import { ok } from '../../tests/server/support/portal';
import { BOSTON, BROOKLYN, location } from '../../tests/server/support/pricing';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';

/**
 * The admin catalogs (issue 29), on the shared seeded database: ADMIN creates, edits, retires, restores and deletes
 * billing items, expense items and document types; everyone else is FORBIDDEN; a used item is retired, never deleted.
 */
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let northAdmin: TestClient;
let east: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  admin = await signedIn(server.url, 'admin@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(() => server?.close());

type Item = { id: string; version: number; status: string; inUse: boolean; moves: string[]; retiredAt: string | null };
type BillingItem = Item & { code: string; name: string; type: string; amount: number; unit: string; ratePercent: number | null };

const ITEM = 'id version status inUse moves retiredAt';
const BILLING = `${ITEM} code name type amount unit ratePercent stateProvince taxable ledgerAccount`;
const EXPENSE = `${ITEM} code name type reimbursable receiptRequired ledgerAccount`;
const DOCUMENT = `${ITEM} name appliesTo retentionYears`;

const billingInput = (patch: Record<string, unknown> = {}) => ({
  code: 'winch',
  name: 'Winch-out',
  type: 'PICKUP',
  amount: 7500,
  unit: 'EACH',
  taxable: true,
  ledgerAccount: '4000-Transport',
  ...patch,
});

const createBilling = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createBillingItem: BillingItem }>(`mutation($input: BillingItemInput!) { createBillingItem(input: $input) { ${BILLING} } }`, {
    input,
  });
const updateBilling = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateBillingItem: BillingItem }>(
    `mutation($id: ID!, $v: Int!, $input: BillingItemInput!) { updateBillingItem(id: $id, version: $v, input: $input) { ${BILLING} } }`,
    { id, v: version, input },
  );
/** retire, restore or delete of a catalog (`BillingItem`, `ExpenseItem`, `DocumentType`). */
const move = <T = Item>(as: TestClient, verb: 'retire' | 'restore' | 'delete', type: string, id: string, version: number) =>
  as.gql<Record<string, T>>(`mutation($id: ID!, $v: Int!) { item: ${verb}${type}(id: $id, version: $v) { ${ITEM} } }`, { id, v: version });

const catalogWrites = () =>
  Promise.all(['billing_items', 'expense_items', 'document_types', 'audit_logs'].map((table) => count(server.db, table)));

describe('billing items', () => {
  it('the demo seed lists the tenant’s billing items by code, with their units', async () => {
    const list = ok(
      await admin.gql<{ billingItems: { data: BillingItem[]; paginatorInfo: { total: number } } }>(
        `{ billingItems(first: 50) { data { ${BILLING} } paginatorInfo { total } } }`,
      ),
    ).billingItems;
    const codes = list.data.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    expect(list.data.find((item) => item.code === 'TAG-TITLE')).toMatchObject({ type: 'TAG_AND_TITLE', unit: 'EACH', status: 'ACTIVE' });
    expect(list.data.find((item) => item.type === 'TAX')).toMatchObject({ unit: 'PERCENT', amount: 0 });
    expect(list.data.find((item) => item.type === 'STORAGE')?.unit).toBe('PER_DAY');
  });

  it('an admin creates one (code upper-cased, audited), edits it, and a taken code is a field error', async () => {
    const created = ok(await createBilling(admin, billingInput())).createBillingItem;
    expect(created).toMatchObject({ code: 'WINCH', amount: 7500, status: 'ACTIVE', version: 1, moves: ['EDIT', 'RETIRE', 'DELETE'] });
    const [audit] = await auditRows(server.db, 'billingItem.create');
    expect(audit).toMatchObject({ entityKind: 'Billing items', entityId: created.id, action: 'CREATED', tenantId: east });

    const before = await catalogWrites();
    const taken = expectError(await createBilling(admin, billingInput({ name: 'Another winch' })), 'BAD_USER_INPUT');
    expect(taken.extensions.errors).toEqual({ 'input.code': ['A billing item with this code already exists.'] });
    expect(await catalogWrites()).toEqual(before);

    const edited = ok(await updateBilling(admin, created.id, 1, billingInput({ amount: 8000 }))).updateBillingItem;
    expect(edited).toMatchObject({ amount: 8000, version: 2 });
    expect((await auditRows(server.db, 'billingItem.update')).at(-1)).toMatchObject({ entityId: created.id, action: 'UPDATED' });

    // Another tenant may use the same code.
    const north = ok(await createBilling(northAdmin, billingInput())).createBillingItem;
    expect(north.code).toBe('WINCH');
  });

  it('refuses junk input with field errors and stores nothing', async () => {
    const before = await catalogWrites();
    const junk = expectError(
      await createBilling(admin, billingInput({ code: 'no spaces!', name: ' ', amount: -5, stateProvince: 'ZZ' })),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual([
      'input.amount',
      'input.code',
      'input.name',
      'input.stateProvince',
    ]);
    const tax = expectError(await createBilling(admin, billingInput({ code: 'TAX-X', type: 'TAX', unit: 'EACH' })), 'BAD_USER_INPUT');
    expect(tax.extensions.errors).toHaveProperty(['input.unit']);
    const percent = expectError(
      await createBilling(admin, billingInput({ code: 'TAX-X', type: 'TAX', unit: 'PERCENT', amount: null })),
      'BAD_USER_INPUT',
    );
    expect(percent.extensions.errors).toEqual({ 'input.ratePercent': ['Give the percent.'] });
    expect(await catalogWrites()).toEqual(before);
  });

  it('a dispatcher is FORBIDDEN to read or write, and nothing changes', async () => {
    const before = await catalogWrites();
    expectError(await dispatch.gql('{ billingItems { data { id } } }'), 'FORBIDDEN');
    expectError(await createBilling(dispatch, billingInput({ code: 'SNEAK' })), 'FORBIDDEN');
    const item = await one<{ id: string }>(server.db, "SELECT id FROM billing_items WHERE tenant_id = $1 AND code = 'TAG-TITLE'", [east]);
    expectError(await move(dispatch, 'retire', 'BillingItem', item?.id as string, 1), 'FORBIDDEN');
    expect(await catalogWrites()).toEqual(before);
  });

  it('another tenant’s item is NOT_FOUND; a stale version is CONFLICT with nothing written', async () => {
    const created = ok(await createBilling(admin, billingInput({ code: 'STALE' }))).createBillingItem;
    expectError(await updateBilling(northAdmin, created.id, 1, billingInput({ code: 'STALE' })), 'NOT_FOUND');
    expectError(await move(northAdmin, 'delete', 'BillingItem', created.id, 1), 'NOT_FOUND');
    expect(
      ok(await northAdmin.gql<{ billingItem: null }>('query($id: ID!) { billingItem(id: $id) { id } }', { id: created.id })).billingItem,
    ).toBeNull();
    ok(await updateBilling(admin, created.id, 1, billingInput({ code: 'STALE', name: 'First' })));
    const before = await catalogWrites();
    expectError(await updateBilling(admin, created.id, 1, billingInput({ code: 'STALE', name: 'Second' })), 'CONFLICT');
    expectError(await move(admin, 'retire', 'BillingItem', created.id, 1), 'CONFLICT');
    expect(await catalogWrites()).toEqual(before);
    expect((await one<{ name: string }>(server.db, 'SELECT name FROM billing_items WHERE id = $1', [created.id]))?.name).toBe('First');
  });

  it('two edits racing from the same version: one wins, the other is CONFLICT', async () => {
    const created = ok(await createBilling(admin, billingInput({ code: 'RACE' }))).createBillingItem;
    const results = await Promise.all(
      ['First', 'Second'].map((name) => updateBilling(admin, created.id, 1, billingInput({ code: 'RACE', name }))),
    );
    expect(results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    const winner = results.find((result) => !result.errors)?.data?.updateBillingItem;
    const stored = await one<{ name: string; version: number }>(server.db, 'SELECT name, version FROM billing_items WHERE id = $1', [
      created.id,
    ]);
    expect(stored).toEqual({ name: winner?.name, version: 2 });
  });

  it('deletes an item of a type no line has; refuses to delete a used one, which is retired and restored instead', async () => {
    const unusedType = await one<{ type: string }>(
      server.db,
      `SELECT t AS type FROM unnest(ARRAY['DISCOUNT', 'TARIFF', 'HAZMAT', 'DELIVERY', 'PICKUP']) t
       WHERE NOT EXISTS (SELECT 1 FROM quote_line_items WHERE tenant_id = $1 AND type = t)
         AND NOT EXISTS (SELECT 1 FROM order_line_items WHERE tenant_id = $1 AND type = t) LIMIT 1`,
      [east],
    );
    expect(unusedType).toBeDefined();
    const unused = ok(await createBilling(admin, billingInput({ code: 'GONE', type: unusedType?.type }))).createBillingItem;
    expect(unused.inUse).toBe(false);
    const deleted = ok(await move(admin, 'delete', 'BillingItem', unused.id, 1)).item;
    expect(deleted.version).toBe(2);
    expect((await auditRows(server.db, 'billingItem.delete')).at(-1)).toMatchObject({ entityId: unused.id, action: 'DELETED' });
    // Its code is free again.
    ok(await createBilling(admin, billingInput({ code: 'GONE', type: unusedType?.type })));

    const used = ok(await createBilling(admin, billingInput({ code: 'RATE-X', type: 'RATE' }))).createBillingItem;
    expect(used.inUse).toBe(true);
    const before = await catalogWrites();
    const refused = expectError(await move(admin, 'delete', 'BillingItem', used.id, 1), 'INVALID_TRANSITION');
    expect(refused.message).toMatch(/^Billing item RATE-X is used by [\d,]+ (quote|order) lines?.*: retire it instead\.$/);
    expect(refused.extensions).toMatchObject({ event: 'billingItem.delete', status: 'ACTIVE', reason: 'RECORD' });
    expect(refused.extensions.usedBy).toEqual(expect.arrayContaining([expect.objectContaining({ what: 'order lines' })]));
    expect(await catalogWrites()).toEqual(before);

    const retired = ok(await move(admin, 'retire', 'BillingItem', used.id, 1)).item;
    expect(retired).toMatchObject({ status: 'RETIRED', version: 2, moves: ['EDIT', 'RESTORE', 'DELETE'] });
    expect(retired.retiredAt).not.toBeNull();
    expect((await auditRows(server.db, 'billingItem.retire')).at(-1)).toMatchObject({ entityId: used.id, action: 'UPDATED' });
    const again = expectError(await move(admin, 'retire', 'BillingItem', used.id, 2), 'INVALID_TRANSITION');
    expect(again.extensions).toMatchObject({ reason: 'STATUS', status: 'RETIRED' });

    const list = (status: string) =>
      admin.gql<{ billingItems: { data: { code: string }[] } }>(
        'query($s: CatalogItemStatus) { billingItems(status: $s, search: "RATE-X") { data { code } } }',
        { s: status },
      );
    expect(ok(await list('RETIRED')).billingItems.data.map((item) => item.code)).toEqual(['RATE-X']);
    expect(ok(await list('ACTIVE')).billingItems.data).toEqual([]);

    const restored = ok(await move(admin, 'restore', 'BillingItem', used.id, 2)).item;
    expect(restored).toMatchObject({ status: 'ACTIVE', version: 3, retiredAt: null });
  });

  it('pricing skips a retired billing item', async () => {
    const northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id;
    const sedan = { year: 2022, make: 'Toyota', model: 'Camry', vehicleClass: 'SEDAN' };
    const from = location('Catalog Origin', 'Boston', 'Suffolk', 'MA', '02108', BOSTON);
    const to = location('Catalog Buyer', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN);
    const request = { clientId: northwind, vehicles: [sedan], locations: [from, to], legs: [legInput(0, 0, 1, 'TRUCKED')] };
    const price = async () =>
      ok(
        await dispatch.gql<{ priceQuote: { lineItems: { type: string }[]; warnings: string[] } }>(
          'query($input: QuoteInput!) { priceQuote(input: $input) { lineItems { type } warnings } }',
          { input: { ...request, extras: { tagAndTitle: true } } },
        ),
      ).priceQuote;
    expect((await price()).lineItems.map((line) => line.type)).toContain('TAG_AND_TITLE');
    const item = await one<{ id: string; version: number }>(
      server.db,
      "SELECT id, version FROM billing_items WHERE tenant_id = $1 AND type = 'TAG_AND_TITLE' AND deleted_at IS NULL",
      [east],
    );
    ok(await move(admin, 'retire', 'BillingItem', item?.id as string, item?.version as number));
    const after = await price();
    expect(after.lineItems.map((line) => line.type)).not.toContain('TAG_AND_TITLE');
    expect(after.warnings.join(' ')).toMatch(/no TAG_AND_TITLE billing item/);
    ok(await move(admin, 'restore', 'BillingItem', item?.id as string, (item?.version as number) + 1));
  });
});

describe('expense items', () => {
  const input = (patch: Record<string, unknown> = {}) => ({
    code: 'PARKING',
    name: 'Parking',
    type: 'OTHER',
    reimbursable: true,
    receiptRequired: true,
    ledgerAccount: null,
    ...patch,
  });
  const create = (as: TestClient, value: Record<string, unknown>) =>
    as.gql<{ createExpenseItem: Item & { code: string } }>(
      `mutation($input: ExpenseItemInput!) { createExpenseItem(input: $input) { ${EXPENSE} } }`,
      { input: value },
    );

  it('the demo seed has some; an admin creates, edits, retires, restores and deletes one (nothing refers to them yet)', async () => {
    const seeded = ok(
      await admin.gql<{ expenseItems: { paginatorInfo: { total: number } } }>('{ expenseItems { paginatorInfo { total } } }'),
    );
    expect(seeded.expenseItems.paginatorInfo.total).toBeGreaterThan(3);
    const created = ok(await create(admin, input())).createExpenseItem;
    expect(created).toMatchObject({ code: 'PARKING', inUse: false });
    expect(expectError(await create(admin, input({ name: 'Parking again' })), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.code': ['An expense item with this code already exists.'],
    });
    const updated = ok(
      await admin.gql<{ updateExpenseItem: Item }>(
        `mutation($id: ID!, $input: ExpenseItemInput!) { updateExpenseItem(id: $id, version: 1, input: $input) { ${EXPENSE} } }`,
        { id: created.id, input: input({ receiptRequired: false }) },
      ),
    ).updateExpenseItem;
    expect(updated.version).toBe(2);
    ok(await move(admin, 'retire', 'ExpenseItem', created.id, 2));
    ok(await move(admin, 'restore', 'ExpenseItem', created.id, 3));
    expect(ok(await move(admin, 'delete', 'ExpenseItem', created.id, 4)).item.version).toBe(5);
    expect((await auditRows(server.db, 'expenseItem.delete')).at(-1)).toMatchObject({ entityKind: 'Expense items', entityId: created.id });
    expect(
      ok(await admin.gql<{ expenseItem: null }>('query($id: ID!) { expenseItem(id: $id) { id } }', { id: created.id })).expenseItem,
    ).toBeNull();
  });

  it('refuses junk and a dispatcher, storing nothing', async () => {
    const before = await catalogWrites();
    const junk = expectError(
      await create(admin, input({ code: '', name: 'x'.repeat(101), ledgerAccount: 'y'.repeat(61) })),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.code', 'input.ledgerAccount', 'input.name']);
    // A value GraphQL itself refuses (no such expense type) never reaches the schema, and stores nothing either.
    expect(expectError(await create(admin, input({ type: 'NOPE' })), 'BAD_USER_INPUT').message).toMatch(/NOPE/);
    expectError(await create(dispatch, input({ code: 'SNEAK' })), 'FORBIDDEN');
    expect(await catalogWrites()).toEqual(before);
  });
});

describe('document types', () => {
  const create = (as: TestClient, value: Record<string, unknown>) =>
    as.gql<{ createDocumentType: Item & { name: string; appliesTo: string[] } }>(
      `mutation($input: DocumentTypeInput!) { createDocumentType(input: $input) { ${DOCUMENT} } }`,
      { input: value },
    );

  it('a name is unique case-blind; applies-to and retention are checked', async () => {
    const created = ok(
      await create(admin, { name: 'Customs form', appliesTo: ['ORDER_LEG', 'ORDER', 'ORDER'], retentionYears: 5 }),
    ).createDocumentType;
    expect(created.appliesTo).toEqual(['ORDER', 'ORDER_LEG']);
    expect(
      expectError(await create(admin, { name: 'CUSTOMS FORM', appliesTo: ['ORDER'], retentionYears: 5 }), 'BAD_USER_INPUT').extensions
        .errors,
    ).toEqual({ 'input.name': ['A document type with this name already exists.'] });
    const before = await catalogWrites();
    const junk = expectError(await create(admin, { name: 'Empty', appliesTo: [], retentionYears: 100 }), 'BAD_USER_INPUT');
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.appliesTo', 'input.retentionYears']);
    expect(await catalogWrites()).toEqual(before);
  });

  it('once a DOCUMENTS file is filed under it, its delete is refused and it is retired instead', async () => {
    const created = ok(await create(admin, { name: 'Gate receipt', appliesTo: ['ORDER_LEG'], retentionYears: 2 })).createDocumentType;
    await server.db.query(
      `INSERT INTO media (tenant_id, owner_kind, owner_id, category, file_name, mime_type, size, content_hash, document_type_id)
       VALUES ($1, 'OrderLeg', gen_random_uuid(), 'DOCUMENTS', 'gate.pdf', 'application/pdf', 10, 'catalog-test', $2)`,
      [east, created.id],
    );
    const refused = expectError(await move(admin, 'delete', 'DocumentType', created.id, 1), 'INVALID_TRANSITION');
    expect(refused.message).toBe('Document type Gate receipt is used by 1 file: retire it instead.');
    const retired = ok(await move(admin, 'retire', 'DocumentType', created.id, 1)).item;
    expect(retired).toMatchObject({ status: 'RETIRED', inUse: true });
  });
});

describe('a DOCUMENTS upload filed under a document type', () => {
  const choices = (as: TestClient, appliesTo: string) =>
    as.gql<{ documentTypeChoices: { id: string; name: string }[] }>(
      'query($a: DocumentTarget!) { documentTypeChoices(appliesTo: $a) { id name } }',
      { a: appliesTo },
    );
  const upload = (orderId: string, category: string, documentTypeId: string | null) =>
    uploadFile(
      dispatch,
      `mutation($file: File!) { uploadOrderMedia(orderId: "${orderId}", category: ${category}, file: $file,
        documentTypeId: ${documentTypeId ? `"${documentTypeId}"` : 'null'}) { id } }`,
      'file',
      { bytes: PDF, name: 'bill of sale.pdf', type: 'application/pdf' },
    );
  const typeOf = (name: string, appliesTo: string[]) =>
    create(admin, { name, appliesTo, retentionYears: 7 }).then((result) => ok(result).createDocumentType);
  const create = (as: TestClient, value: Record<string, unknown>) =>
    as.gql<{ createDocumentType: Item & { name: string } }>(
      `mutation($input: DocumentTypeInput!) { createDocumentType(input: $input) { ${DOCUMENT} } }`,
      {
        input: value,
      },
    );

  it('offers staff the active types of the record, stores the one chosen, and the type is then used', async () => {
    const orderType = await typeOf('Dealer invoice', ['ORDER']);
    const accidentOnly = await typeOf('Adjuster letter', ['ACCIDENT_REPORT']);
    const retired = await typeOf('Old waiver', ['ORDER']);
    ok(await move(admin, 'retire', 'DocumentType', retired.id, 1));
    const offered = ok(await choices(dispatch, 'ORDER')).documentTypeChoices.map((type) => type.name);
    expect(offered).toContain('Dealer invoice');
    expect(offered).not.toContain('Adjuster letter');
    expect(offered).not.toContain('Old waiver');
    expect(offered).toEqual([...offered].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const order = await orderFixture(server.db, east).order();
    const before = await count(server.db, 'media');
    for (const [category, id] of [
      ['PHOTOS', orderType.id],
      ['DOCUMENTS', accidentOnly.id],
      ['DOCUMENTS', retired.id],
      ['DOCUMENTS', 'not-an-id'],
    ])
      expect(expectError(await upload(order.id, category, id), 'BAD_USER_INPUT').extensions.errors).toHaveProperty('documentTypeId');
    expect(await count(server.db, 'media')).toBe(before);

    const stored = (await upload(order.id, 'DOCUMENTS', orderType.id)).data as { uploadOrderMedia: { id: string } };
    expect(
      (
        await one<{ typeId: string }>(server.db, 'SELECT document_type_id AS "typeId" FROM media WHERE id = $1', [
          stored.uploadOrderMedia.id,
        ])
      )?.typeId,
    ).toBe(orderType.id);
    expect(expectError(await move(admin, 'delete', 'DocumentType', orderType.id, 1), 'INVALID_TRANSITION').message).toBe(
      'Document type Dealer invoice is used by 1 file: retire it instead.',
    );
    // A document without a type is as before.
    expect((await upload(order.id, 'DOCUMENTS', null)).errors).toBeUndefined();
  });
});
