import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf } from '../../tests/server/support/helpers';
import { legInput } from '../../tests/server/support/orderInputs';
import { ok } from '../../tests/server/support/portal';
import { BOSTON, BROOKLYN, location, seedPricing } from '../../tests/server/support/pricing';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';

/**
 * Client accounts (issue 29): contacts, tariff rates and their sample, a party's own billing item prices, invoicing
 * terms, delete and restore. The account managers write; other staff read; another tenant's ids are NOT_FOUND.
 */
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let relations: TestClient;
let northAdmin: TestClient;
let east: string;
let northwind: string;
let downtown: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  downtown = (await one<{ id: string }>(server.db, "SELECT id FROM customers WHERE code = 'NWM-DT'"))?.id as string;
  await seedPricing(server.db, east, northwind);
  admin = await signedIn(server.url, 'admin@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  relations = await signedIn(server.url, 'client-relations@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(() => server?.close());

type Contact = {
  id: string;
  version: number;
  type: string;
  fullName: string | null;
  email: string | null;
  phoneExt: string | null;
  title: string | null;
};
type Rate = {
  id: string;
  version: number;
  distanceFrom: number;
  distanceTo: number | null;
  ratePerZone: number;
  effectiveFrom: string | null;
  inForce: boolean;
};
type Line = { type: string; amount: number; explanation: string };
type Price = { lineItems: Line[]; total: number; tax: number; warnings: string[] };

const CONTACT = 'id version type fullName title email phone phoneExt mobilePhone fax';
const RATE = 'id version transportMethod vehicleClass distanceFrom distanceTo ratePerZone minimum effectiveFrom effectiveTo inForce';
const PRICE_FIELDS = 'lineItems { type amount explanation } total tax warnings';

const newClient = async (code: string) =>
  ok(
    await admin.gql<{ createClient: { id: string; version: number } }>(
      'mutation($input: ClientInput!) { createClient(input: $input) { id version } }',
      { input: { displayName: `Client ${code}`, code } },
    ),
  ).createClient;

const createContact = (as: TestClient, party: Record<string, string>, input: Record<string, unknown>) =>
  as.gql<{ createClientContact: Contact }>(
    `mutation($clientId: ID, $customerId: ID, $input: ContactInput!) { createClientContact(clientId: $clientId, customerId: $customerId, input: $input) { ${CONTACT} } }`,
    { ...party, input },
  );

const createRate = (as: TestClient, party: Record<string, string | null>, input: Record<string, unknown>) =>
  as.gql<{ createTariffRate: Rate }>(
    `mutation($clientId: ID, $customerId: ID, $input: TariffRateInput!) { createTariffRate(clientId: $clientId, customerId: $customerId, input: $input) { ${RATE} } }`,
    { ...party, input },
  );

const updateRate = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateTariffRate: Rate }>(
    `mutation($id: ID!, $v: Int!, $input: TariffRateInput!) { updateTariffRate(id: $id, version: $v, input: $input) { ${RATE} } }`,
    { id, v: version, input },
  );

/** One sedan trucked Boston → Brooklyn for the client (and customer), without extras. */
const quoteInput = (clientId: string, customerId: string | null = null, extras: Record<string, unknown> = {}) => ({
  clientId,
  customerId,
  vehicles: [{ year: 2022, make: 'Honda', model: 'Civic', vehicleClass: 'SEDAN', fuelType: 'REGULAR' }],
  locations: [
    location('Dealer Boston', 'Boston', 'Suffolk', 'MA', '02108', BOSTON),
    location('Buyer Brooklyn', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN),
  ],
  legs: [legInput(0, 0, 1, 'TRUCKED')],
  extras,
});

const price = async (clientId: string, customerId: string | null = null, extras: Record<string, unknown> = {}) =>
  ok(
    await dispatch.gql<{ priceQuote: Price }>(`query($input: QuoteInput!) { priceQuote(input: $input) { ${PRICE_FIELDS} } }`, {
      input: quoteInput(clientId, customerId, extras),
    }),
  ).priceQuote;

const rateLine = (result: Price) => result.lineItems.find((line) => line.type === 'RATE') as Line;

describe('contacts', () => {
  it('an account manager adds, edits and deletes a client contact, audited; bad input stores nothing', async () => {
    const client = await newClient('CT1');
    const created = ok(
      await createContact(
        relations,
        { clientId: client.id },
        {
          type: 'PRIMARY',
          firstName: ' Ada ',
          lastName: 'Lovelace',
          title: 'Fleet manager',
          email: 'ADA@Example.com',
          phone: '555-0100',
          phoneExt: '12',
        },
      ),
    ).createClientContact;
    expect(created).toMatchObject({ type: 'PRIMARY', fullName: 'Ada Lovelace', email: 'ada@example.com', phoneExt: '12', version: 1 });
    expect((await auditRows(server.db, 'contact.create')).some((row) => row.entityId === created.id)).toBe(true);

    const before = await count(server.db, 'contacts WHERE client_id = $1', [client.id]);
    const bad = await createContact(admin, { clientId: client.id }, { type: 'PRIMARY', email: 'not-an-email' });
    expectError(bad, 'BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.errors).toHaveProperty(['input.email']);
    expectError(await createContact(admin, { clientId: client.id }, { type: 'ALTERNATE' }), 'BAD_USER_INPUT');
    expect(await count(server.db, 'contacts WHERE client_id = $1', [client.id])).toBe(before);

    const update = (as: TestClient, version: number) =>
      as.gql<{ updateClientContact: Contact }>(
        `mutation($id: ID!, $v: Int!, $input: ContactInput!) { updateClientContact(id: $id, version: $v, input: $input) { ${CONTACT} } }`,
        { id: created.id, v: version, input: { type: 'EMERGENCY', firstName: 'Ada', lastName: 'King', email: 'ada@example.com' } },
      );
    expectError(await update(dispatch, 1), 'FORBIDDEN');
    expectError(await update(northAdmin, 1), 'NOT_FOUND');
    const edited = ok(await update(admin, 1)).updateClientContact;
    expect(edited).toMatchObject({ type: 'EMERGENCY', fullName: 'Ada King', version: 2 });
    expectError(await update(admin, 1), 'CONFLICT');

    const listed = ok(
      await dispatch.gql<{ client: { contacts: Contact[] } }>(`query($id: ID!) { client(id: $id) { contacts { ${CONTACT} } } }`, {
        id: client.id,
      }),
    ).client.contacts;
    expect(listed.map((contact) => contact.fullName)).toEqual(['Ada King']);

    ok(await admin.gql('mutation($id: ID!) { deleteClientContact(id: $id, version: 2) { id } }', { id: created.id }));
    expect(await count(server.db, 'contacts WHERE id = $1 AND deleted_at IS NOT NULL', [created.id])).toBe(1);
  });

  it("a customer's contacts are its own; another tenant's customer is NOT_FOUND", async () => {
    const made = ok(
      await createContact(admin, { customerId: downtown }, { type: 'PRIMARY', lastName: 'Downtown desk' }),
    ).createClientContact;
    const customer = ok(
      await admin.gql<{ customer: { contacts: Contact[] } }>(`query($id: ID!) { customer(id: $id) { contacts { ${CONTACT} } } }`, {
        id: downtown,
      }),
    ).customer;
    expect(customer.contacts.map((contact) => contact.id)).toContain(made.id);
    expectError(await createContact(northAdmin, { customerId: downtown }, { type: 'PRIMARY', lastName: 'X' }), 'NOT_FOUND');
    expectError(
      await createContact(admin, { clientId: northwind, customerId: downtown }, { type: 'PRIMARY', lastName: 'X' }),
      'BAD_USER_INPUT',
    );
  });
});

describe('tariff rates', () => {
  it('prices by band and by date; an overlapping rate is a field error and nothing is stored', async () => {
    const client = await newClient('TR1');
    const party = { clientId: client.id };
    const short = ok(
      await createRate(admin, party, { transportMethod: 'TRUCKED', distanceTo: 100, ratePerZone: 20000, minimum: 0 }),
    ).createTariffRate;
    const long = ok(await createRate(admin, party, { transportMethod: 'TRUCKED', distanceFrom: 100, ratePerZone: 11000 })).createTariffRate;
    expect(short).toMatchObject({ distanceFrom: 0, distanceTo: 100, inForce: true });
    // Boston → Brooklyn is about 230 road miles: the long band's rate applies.
    expect(rateLine(await price(client.id)).explanation).toContain('$110.00');
    expect(rateLine(await price(client.id)).explanation).toContain('from 100 mi');

    const before = await count(server.db, 'tariff_rates WHERE client_id = $1', [client.id]);
    const overlap = await createRate(admin, party, { transportMethod: 'TRUCKED', distanceFrom: 50, distanceTo: 150, ratePerZone: 1 });
    expectError(overlap, 'BAD_USER_INPUT');
    expect(overlap.errors?.[0].extensions?.errors).toHaveProperty(['input.distanceFrom']);
    expectError(
      await createRate(admin, party, { transportMethod: 'TRUCKED', distanceFrom: 90, distanceTo: 10, ratePerZone: 1 }),
      'BAD_USER_INPUT',
    );
    expectError(await createRate(admin, party, { transportMethod: 'TRUCKED', ratePerZone: -5 }), 'BAD_USER_INPUT');
    expect(await count(server.db, 'tariff_rates WHERE client_id = $1', [client.id])).toBe(before);

    // A price change from a day in the future: the old rate ends the day before, the new one starts then.
    const ended = ok(
      await updateRate(admin, long.id, long.version, {
        transportMethod: 'TRUCKED',
        distanceFrom: 100,
        ratePerZone: 11000,
        effectiveTo: '2099-12-31',
      }),
    ).updateTariffRate;
    ok(await createRate(admin, party, { transportMethod: 'TRUCKED', distanceFrom: 100, ratePerZone: 13000, effectiveFrom: '2100-01-01' }));
    expect(rateLine(await price(client.id)).explanation).toContain('$110.00');
    expectError(await updateRate(admin, long.id, long.version, { transportMethod: 'TRUCKED', ratePerZone: 1 }), 'CONFLICT');
    expect(ended.version).toBe(long.version + 1);
    expectError(await createRate(dispatch, party, { transportMethod: 'TOW', ratePerZone: 1 }), 'FORBIDDEN');
    expectError(
      await updateRate(northAdmin, short.id, short.version, { transportMethod: 'TRUCKED', distanceTo: 100, ratePerZone: 1 }),
      'NOT_FOUND',
    );
  });

  it("a customer's own rate comes before its client's", async () => {
    const clientRate = rateLine(await price(northwind, downtown));
    expect(clientRate.explanation).toContain('Northwind Motors tariff');
    ok(await createRate(admin, { customerId: downtown }, { transportMethod: 'TRUCKED', ratePerZone: 7700 }));
    const customerRate = rateLine(await price(northwind, downtown));
    expect(customerRate.explanation).toContain('$77.00');
    expect(customerRate.explanation).toContain('Downtown');
  });

  it('the sample prices one leg before and after a change and stores nothing; agreed quotes keep their lines', async () => {
    const client = await newClient('TR2');
    const rate = ok(await createRate(admin, { clientId: client.id }, { transportMethod: 'TRUCKED', ratePerZone: 10000 })).createTariffRate;
    const quote = ok(
      await dispatch.gql<{ createQuote: { id: string; total: number; lineItems: Line[] } }>(
        `mutation($input: QuoteInput!) { createQuote(input: $input) { id total lineItems { type amount explanation } } }`,
        { input: quoteInput(client.id) },
      ),
    ).createQuote;
    const writes = await count(server.db, 'audit_logs');
    const sample = ok(
      await admin.gql<{ tariffSample: { distance: number; before: Price; after: Price } }>(
        `query($input: TariffSampleInput!) { tariffSample(input: $input) { distance pickupDate before { ${PRICE_FIELDS} } after { ${PRICE_FIELDS} } } }`,
        { input: { rateId: rate.id, rate: { transportMethod: 'TRUCKED', ratePerZone: 15000 }, distance: 250 } },
      ),
    ).tariffSample;
    // 250 mi in 50-mile zones (the demo tenant's zone size) is 5 zones, before at $100 and after at $150.
    expect(rateLine(sample.before).amount * 1.5).toBe(rateLine(sample.after).amount);
    expect(sample.after.total - sample.before.total).toBe(rateLine(sample.after).amount - rateLine(sample.before).amount);
    expect(await count(server.db, 'audit_logs')).toBe(writes);
    expect(
      (await one<{ rate: number }>(server.db, 'SELECT rate_per_zone::int AS rate FROM tariff_rates WHERE id = $1', [rate.id]))?.rate,
    ).toBe(10000);

    ok(await updateRate(admin, rate.id, rate.version, { transportMethod: 'TRUCKED', ratePerZone: 15000 }));
    const after = ok(
      await dispatch.gql<{ quote: { total: number; lineItems: Line[] } }>(
        'query($id: ID!) { quote(id: $id) { total lineItems { type amount explanation } } }',
        {
          id: quote.id,
        },
      ),
    ).quote;
    expect(after.total).toBe(quote.total);
    expect(after.lineItems).toEqual(quote.lineItems);
    expect(rateLine(await price(client.id)).amount).toBeGreaterThan(rateLine(quote as unknown as Price).amount);
  });
});

describe("a party's billing item prices", () => {
  const SET = `mutation($clientId: ID, $customerId: ID, $input: PartyBillingItemInput!) {
    setPartyBillingItem(clientId: $clientId, customerId: $customerId, input: $input) { id version amount autoAdd appliedAmount appliedSource billingItem { code } } }`;
  const itemId = async (code: string) =>
    (await one<{ id: string }>(server.db, 'SELECT id FROM billing_items WHERE tenant_id = $1 AND code = $2', [east, code]))?.id as string;

  it("the client's price and auto-add reach its quotes; a customer's own price overrides it", async () => {
    const tt = await itemId('TT');
    const forClient = ok(
      await admin.gql<{ setPartyBillingItem: { appliedAmount: number; appliedSource: string } }>(SET, {
        clientId: northwind,
        input: { billingItemId: tt, amount: 8000, autoAdd: true },
      }),
    ).setPartyBillingItem;
    expect(forClient).toMatchObject({ appliedAmount: 8000, appliedSource: 'CLIENT' });
    const withItem = await price(northwind);
    expect(withItem.lineItems.find((line) => line.type === 'TAG_AND_TITLE')).toMatchObject({ amount: 8000 });
    expect(withItem.lineItems.find((line) => line.type === 'TAG_AND_TITLE')?.explanation).toContain("client's price");

    const forCustomer = ok(
      await admin.gql<{ setPartyBillingItem: { id: string; version: number; appliedAmount: number; appliedSource: string } }>(SET, {
        customerId: downtown,
        input: { billingItemId: tt, amount: 6000, autoAdd: true },
      }),
    ).setPartyBillingItem;
    expect(forCustomer).toMatchObject({ appliedAmount: 6000, appliedSource: 'CUSTOMER' });
    expect((await price(northwind, downtown)).lineItems.find((line) => line.type === 'TAG_AND_TITLE')?.amount).toBe(6000);
    // No price of its own: the client's applies.
    const edited = ok(
      await admin.gql<{ setPartyBillingItem: { appliedAmount: number; appliedSource: string; version: number } }>(SET, {
        customerId: downtown,
        input: { billingItemId: tt, amount: null, autoAdd: true, version: forCustomer.version },
      }),
    ).setPartyBillingItem;
    expect(edited).toMatchObject({ appliedAmount: 8000, appliedSource: 'CLIENT', version: forCustomer.version + 1 });
    expectError(
      await admin.gql(SET, { customerId: downtown, input: { billingItemId: tt, amount: 1, autoAdd: true, version: forCustomer.version } }),
      'CONFLICT',
    );
  });

  it('refuses percent items, auto-adding storage, negative prices and another tenant', async () => {
    const before = await count(server.db, 'party_billing_items');
    expectError(
      await admin.gql(SET, { clientId: northwind, input: { billingItemId: await itemId('TAX-NY'), amount: 1, autoAdd: false } }),
      'BAD_USER_INPUT',
    );
    expectError(
      await admin.gql(SET, { clientId: northwind, input: { billingItemId: await itemId('STO'), amount: 1, autoAdd: true } }),
      'BAD_USER_INPUT',
    );
    expectError(
      await admin.gql(SET, { clientId: northwind, input: { billingItemId: await itemId('FSC'), amount: -1, autoAdd: false } }),
      'BAD_USER_INPUT',
    );
    expectError(
      await northAdmin.gql(SET, { clientId: northwind, input: { billingItemId: await itemId('FSC'), amount: 1, autoAdd: false } }),
      'NOT_FOUND',
    );
    expectError(
      await dispatch.gql(SET, { clientId: northwind, input: { billingItemId: await itemId('FSC'), amount: 1, autoAdd: false } }),
      'FORBIDDEN',
    );
    expect(await count(server.db, 'party_billing_items')).toBe(before);
  });
});

describe('invoicing', () => {
  const UPDATE = `mutation($id: ID!, $v: Int!, $input: ClientInvoicingInput!) { updateClientInvoicing(clientId: $id, version: $v, input: $input) {
    id version invoicing { paymentTerms invoiceFrequency invoicePerCustomer poRequired invoiceEmails taxExempt taxExemptCertificate taxExemptUntil
      billingContact { id } billingAddress { type address1 city stateProvince postalCode } } } }`;
  const terms = (patch: Record<string, unknown> = {}) => ({
    paymentTerms: 'NET_45',
    invoiceFrequency: 'MONTHLY',
    poRequired: true,
    invoiceEmails: ['AP@Example.com', 'ap@example.com', 'controller@example.com'],
    taxExempt: false,
    billingAddress: { address1: '1 Ledger Lane', city: 'Boston', stateProvince: 'MA', postalCode: '02108' },
    ...patch,
  });

  it('stores terms, recipients, the billing contact and address at the version; bad input changes nothing', async () => {
    const client = await newClient('INV1');
    const contact = ok(await createContact(admin, { clientId: client.id }, { type: 'PRIMARY', lastName: 'Payables' })).createClientContact;
    const other = ok(await createContact(admin, { clientId: northwind }, { type: 'ALTERNATE', lastName: 'Elsewhere' })).createClientContact;
    const stale = await admin.gql(UPDATE, { id: client.id, v: client.version + 1, input: terms() });
    expectError(stale, 'CONFLICT');
    expectError(await admin.gql(UPDATE, { id: client.id, v: client.version, input: terms({ taxExempt: true }) }), 'BAD_USER_INPUT');
    expectError(
      await admin.gql(UPDATE, { id: client.id, v: client.version, input: terms({ billingContactId: other.id }) }),
      'BAD_USER_INPUT',
    );
    expectError(await admin.gql(UPDATE, { id: client.id, v: client.version, input: terms({ invoiceEmails: ['nope'] }) }), 'BAD_USER_INPUT');
    expectError(await dispatch.gql(UPDATE, { id: client.id, v: client.version, input: terms() }), 'FORBIDDEN');
    expectError(await northAdmin.gql(UPDATE, { id: client.id, v: client.version, input: terms() }), 'NOT_FOUND');
    expect((await one<{ terms: string }>(server.db, 'SELECT payment_terms AS terms FROM clients WHERE id = $1', [client.id]))?.terms).toBe(
      'NET_30',
    );

    const saved = ok(
      await admin.gql<{ updateClientInvoicing: { version: number; invoicing: Record<string, unknown> } }>(UPDATE, {
        id: client.id,
        v: client.version,
        input: terms({ billingContactId: contact.id, invoicePerCustomer: true }),
      }),
    ).updateClientInvoicing;
    expect(saved.version).toBe(client.version + 1);
    expect(saved.invoicing).toMatchObject({
      paymentTerms: 'NET_45',
      invoiceFrequency: 'MONTHLY',
      invoicePerCustomer: true,
      poRequired: true,
      invoiceEmails: ['ap@example.com', 'controller@example.com'],
      billingContact: { id: contact.id },
      billingAddress: { type: 'BILLING', address1: '1 Ledger Lane', city: 'Boston' },
    });
    expect((await auditRows(server.db, 'client.invoicing')).some((row) => row.entityId === client.id)).toBe(true);
    expect(
      (
        await one<{ perCustomer: boolean }>(server.db, 'SELECT invoice_per_customer AS "perCustomer" FROM clients WHERE id = $1', [
          client.id,
        ])
      )?.perCustomer,
    ).toBe(true);
    expectError(
      await admin.gql(UPDATE, { id: client.id, v: saved.version, input: terms({ invoicePerCustomer: 'yes' }) }),
      'BAD_USER_INPUT',
    );
    // The billing contact stays until another is chosen.
    expectError(
      await admin.gql('mutation($id: ID!) { deleteClientContact(id: $id, version: 1) { id } }', { id: contact.id }),
      'INVALID_TRANSITION',
    );
  });

  it('a tax-exempt client is quoted without tax, and the quote says why', async () => {
    const taxed = await price(northwind);
    expect(taxed.tax).toBeGreaterThan(0);
    const current = ok(
      await admin.gql<{ client: { version: number } }>('query($id: ID!) { client(id: $id) { version } }', { id: northwind }),
    ).client;
    ok(await admin.gql(UPDATE, { id: northwind, v: current.version, input: terms({ taxExempt: true, taxExemptCertificate: 'EX-1234' }) }));
    const exempt = await price(northwind);
    expect(exempt.tax).toBe(0);
    expect(exempt.lineItems.some((line) => line.type === 'TAX')).toBe(false);
    expect(exempt.warnings.join(' ')).toContain('EX-1234');
  });
});

describe('delete and restore', () => {
  it('names the open orders and the portal users who lose access; the delete tells them, the restore brings the client back', async () => {
    const open = ok(
      await admin.gql<{ client: { openOrderCount: number; openOrders: { id: string }[]; customerCount: number; status: string } }>(
        'query($id: ID!) { client(id: $id) { openOrderCount openOrders { id } customerCount status } }',
        { id: northwind },
      ),
    ).client;
    expect(open.status).toBe('ACTIVE');
    expect(open.openOrderCount).toBeGreaterThan(0);
    expect(open.openOrders.length).toBe(Math.min(open.openOrderCount, 50));
    expect(open.customerCount).toBeGreaterThan(0);

    const client = await newClient('DEL1');
    const invited = ok(
      await admin.gql<{ inviteUser: { id: string } }>(
        'mutation($email: String!, $input: UserAccessInput!) { inviteUser(email: $email, input: $input) { id } }',
        { email: 'del1-portal@example.com', input: { name: 'Del Portal', roles: ['CLIENT'], tenantIds: [east], clientIds: [client.id] } },
      ),
    ).inviteUser;
    const losing = ok(
      await admin.gql<{ client: { portalUsersLosingAccess: { id: string }[] } }>(
        'query($id: ID!) { client(id: $id) { portalUsersLosingAccess { id } } }',
        {
          id: client.id,
        },
      ),
    ).client.portalUsersLosingAccess;
    expect(losing.map((user) => user.id)).toEqual([invited.id]);

    const deleted = ok(
      await admin.gql<{ deleteClient: { version: number; status: string } }>(
        'mutation($id: ID!, $v: Int!) { deleteClient(id: $id, version: $v) { version status } }',
        {
          id: client.id,
          v: client.version,
        },
      ),
    ).deleteClient;
    expect(deleted.status).toBe('DELETED');
    const movesOf = async (as: TestClient) =>
      ok(await as.gql<{ client: { moves: string[] } }>('query($id: ID!) { client(id: $id) { moves } }', { id: client.id })).client.moves;
    expect(await movesOf(admin)).toEqual(['RESTORE']);
    expect(await movesOf(dispatch)).toEqual([]);
    expect((await auditRows(server.db, 'user.deactivatedByClientDelete')).some((row) => row.entityId === invited.id)).toBe(true);

    const listed = ok(
      await admin.gql<{ clients: { data: { id: string; status: string }[] } }>(
        'query($s: String) { clients(search: $s, trashed: ONLY) { data { id status } } }',
        { s: 'DEL1' },
      ),
    ).clients.data;
    expect(listed).toEqual([{ id: client.id, status: 'DELETED' }]);

    const RESTORE = 'mutation($id: ID!, $v: Int!) { restoreClient(id: $id, version: $v) { version status deletedAt moves } }';
    expectError(await dispatch.gql(RESTORE, { id: client.id, v: deleted.version }), 'FORBIDDEN');
    expectError(await admin.gql(RESTORE, { id: client.id, v: deleted.version - 1 }), 'CONFLICT');
    const restored = ok(
      await admin.gql<{ restoreClient: { status: string; deletedAt: string | null; moves: string[] } }>(RESTORE, {
        id: client.id,
        v: deleted.version,
      }),
    ).restoreClient;
    expect(restored).toEqual({ version: deleted.version + 1, status: 'ACTIVE', deletedAt: null, moves: ['EDIT', 'DELETE'] });
    expectError(await admin.gql(RESTORE, { id: client.id, v: deleted.version + 1 }), 'NOT_FOUND');
  });

  it('a customer is edited, deleted and restored at its version; not while its client is deleted', async () => {
    const client = await newClient('CUS1');
    const customer = ok(
      await admin.gql<{ createCustomer: { id: string; version: number } }>(
        'mutation($input: CustomerInput!) { createCustomer(input: $input) { id version } }',
        { input: { clientId: client.id, displayName: 'Branch one', code: 'b1' } },
      ),
    ).createCustomer;
    const edited = ok(
      await admin.gql<{ updateCustomer: { displayName: string; code: string; version: number } }>(
        'mutation($id: ID!, $v: Int!, $input: CustomerUpdateInput!) { updateCustomer(id: $id, version: $v, input: $input) { displayName code version } }',
        { id: customer.id, v: customer.version, input: { displayName: 'Branch One', code: 'b-1' } },
      ),
    ).updateCustomer;
    expect(edited).toEqual({ displayName: 'Branch One', code: 'B-1', version: customer.version + 1 });
    expectError(
      await admin.gql(
        'mutation($id: ID!, $v: Int!, $input: CustomerUpdateInput!) { updateCustomer(id: $id, version: $v, input: $input) { id } }',
        {
          id: customer.id,
          v: edited.version,
          input: { displayName: '' },
        },
      ),
      'BAD_USER_INPUT',
    );
    const gone = ok(
      await admin.gql<{ deleteCustomer: { version: number; status: string } }>(
        'mutation($id: ID!, $v: Int!) { deleteCustomer(id: $id, version: $v) { version status } }',
        {
          id: customer.id,
          v: edited.version,
        },
      ),
    ).deleteCustomer;
    expect(gone.status).toBe('DELETED');
    ok(await admin.gql('mutation($id: ID!, $v: Int!) { deleteClient(id: $id, version: $v) { id } }', { id: client.id, v: client.version }));
    expectError(
      await admin.gql('mutation($id: ID!, $v: Int!) { restoreCustomer(id: $id, version: $v) { id } }', {
        id: customer.id,
        v: gone.version,
      }),
      'BAD_USER_INPUT',
    );
    const customerMoves = ok(
      await admin.gql<{ customer: { moves: string[] } }>('query($id: ID!) { customer(id: $id) { moves } }', { id: customer.id }),
    ).customer.moves;
    expect(customerMoves).toEqual([]);
  });
});

describe('the tag filter', () => {
  it('clients(tagIds) keeps the clients carrying any of the tags; an unknown or malformed id matches nothing', async () => {
    const tagged = ok(
      await admin.gql<{ createTag: { id: string } }>('mutation($input: TagInput!) { createTag(input: $input) { id } }', {
        input: { name: 'Clients key', colour: 'BLUE' },
      }),
    ).createTag;
    const other = ok(
      await admin.gql<{ createTag: { id: string } }>('mutation($input: TagInput!) { createTag(input: $input) { id } }', {
        input: { name: 'Clients other', colour: 'RED' },
      }),
    ).createTag;
    const [keyed, both, plain] = [await newClient('TAG1'), await newClient('TAG2'), await newClient('TAG3')];
    const setTags = async (clientId: string, tagIds: string[]) =>
      ok(
        await admin.gql<{ setClientTags: { tags: { name: string; colour: string }[] } }>(
          'mutation($c: ID!, $t: [ID!]!) { setClientTags(clientId: $c, tagIds: $t) { tags { name colour } } }',
          { c: clientId, t: tagIds },
        ),
      ).setClientTags.tags;
    expect(await setTags(keyed.id, [tagged.id])).toEqual([{ name: 'Clients key', colour: 'BLUE' }]);
    await setTags(both.id, [other.id, tagged.id]);

    const clients = async (tagIds: string[] | null, as = dispatch) =>
      ok(
        await as.gql<{ clients: { data: { id: string; tags: { name: string }[] }[]; paginatorInfo: { total: number } } }>(
          'query($t: [ID!]) { clients(first: 100, tagIds: $t) { data { id tags { name } } paginatorInfo { total } } }',
          { t: tagIds },
        ),
      ).clients;
    const keyedOnly = await clients([tagged.id]);
    expect(keyedOnly.data.map((client) => client.id).sort()).toEqual([keyed.id, both.id].sort());
    expect(keyedOnly.paginatorInfo.total).toBe(2);
    expect((await clients([other.id])).data).toEqual([{ id: both.id, tags: [{ name: 'Clients key' }, { name: 'Clients other' }] }]);
    expect((await clients([crypto.randomUUID()])).data).toEqual([]);
    expect((await clients(['not-a-uuid'])).data).toEqual([]);
    // No tags asked for filters nothing: the untagged client is listed.
    expect((await clients(null)).data.some((client) => client.id === plain.id)).toBe(true);
    expect((await clients([])).data.some((client) => client.id === plain.id)).toBe(true);
    // Another tenant's list knows none of this tenant's tagged clients.
    expect((await clients([tagged.id], northAdmin)).data).toEqual([]);
  });
});
