import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { addPortalUser, ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { priceByRateCard, startEastServer } from '../../tests/server/support/eastServer';
import { type InvoicePdfInput, renderInvoicePdf } from './invoices.pdf';

/**
 * The invoice PDF (issue 30): what it shows, made and stored when an invoice is issued (a credit note when it is made),
 * mailed to the billing recipients with the PDF attached, and readable by staff and by the invoice's own portal client
 * only; the tenant's remittance address on /admin/settings.
 */
let server: TestServer;
let billing: TestClient, admin: TestClient;
let fx: OrderFixture;
let east: string;

/** The text of a PDF's pages, as pdf.js reads it. */
const textOf = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text as string;
};

/** The text with its wrapped lines joined, to find a sentence the page broke. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  ({ server, east, fx, billing, admin } = await startEastServer());
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A stored file as its signed-in reader downloads it: the status and the bytes. */
const download = async (as: TestClient, url: string) => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: as.cookieHeader() } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
};

/** Saves the tenant's settings as they are stored, with `input` over them (TenantSettingsInput). */
const saveSettings = async (version: number, input: Record<string, unknown>) => {
  const current = await one<Record<string, unknown>>(
    server.db,
    `SELECT name, locale, trim(currency) AS currency, weight_unit AS "weightUnit", dimension_unit AS "dimensionUnit",
       distance_unit AS "distanceUnit", fuel_unit AS "fuelUnit", zone_size AS "zoneSize", time_zone AS "timeZone",
       fuel_base_price::float8 AS "fuelBasePrice", fuel_economy::float8 AS "fuelEconomy" FROM tenants WHERE id = $1`,
    [east],
  );
  return admin.gql('mutation($v: Int!, $input: TenantSettingsInput!) { updateTenantSettings(version: $v, input: $input) { version } }', {
    v: version,
    input: { ...current, ...input },
  });
};

const PDF_FIELDS = 'pdf { id category fileName mimeType url }';
type Pdf = { id: string; category: string; fileName: string; mimeType: string; url: string } | null;
type Invoice = { id: string; number: string; version: number; status: string; pdf: Pdf };
const INVOICE = `id number version status ${PDF_FIELDS}`;

/** A client billed by mail (two invoice addresses and a billing contact) with one delivered, priced leg. */
const billedClient = async () => {
  const clientId = await fx.client('Harbor Freight Autos');
  const contact = await one<{ id: string }>(
    server.db,
    `INSERT INTO contacts (tenant_id, client_id, first_name, last_name, email) VALUES ($1, $2, 'Ada', 'Payable', 'ap@harbor.test') RETURNING id`,
    [east, clientId],
  );
  const location = await one<{ id: string }>(
    server.db,
    `INSERT INTO locations (tenant_id, client_id, name, type, address1, city, state_province, postal_code, country)
     VALUES ($1, $2, 'Harbor billing', 'BILLING', '12 Dock Road', 'Newark', 'NJ', '07105', 'US') RETURNING id`,
    [east, clientId],
  );
  await server.db.query(
    `UPDATE clients SET invoice_emails = ARRAY['billing@harbor.test', 'AP@harbor.test'], billing_contact_id = $2, billing_location_id = $3,
       payment_terms = 'NET_30' WHERE id = $1`,
    [clientId, contact?.id, location?.id],
  );
  const order = await fx.order({
    clientId,
    state: 'SETTLING',
    legs: [{ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId: await freshDriverId(server.db) }],
  });
  await priceByRateCard(server.db, east, order, { perLeg: 45_000, tax: 2_700, description: 'Transport Newark to Albany' });
  return { clientId, order };
};

const issue = async (legIds: string[]) => {
  const [draft] = ok(
    await billing.gql<{ createInvoices: Invoice[] }>(
      `mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { ${INVOICE} } }`,
      {
        input: { legIds },
      },
    ),
  ).createInvoices;
  const issued = ok(
    await billing.gql<{ transitionInvoice: Invoice }>(
      `mutation($id: ID!, $version: Int!) { transitionInvoice(id: $id, event: ISSUE, version: $version) { ${INVOICE} } }`,
      { id: draft.id, version: draft.version },
    ),
  ).transitionInvoice;
  return { draft, issued };
};

describe('the invoice PDF document', () => {
  const INPUT: InvoicePdfInput = {
    tenant: {
      name: 'Legwork East',
      address: '1 State St\nAlbany, NY 12207',
      remitTo: 'Lockbox 4410\nPO Box 9\nAlbany, NY 12201',
      locale: 'en-US',
    },
    invoice: {
      number: 'INV-100042',
      kind: 'INVOICE',
      issuedOn: '2026-12-01',
      dueOn: '2026-12-31',
      terms: 'NET_30',
      poNumber: 'PO-7781',
      currency: 'USD',
      subtotal: 2_199_999_999,
      tax: 1_000,
      total: 2_200_000_999,
      paid: 0,
      replacesNumber: null,
    },
    billTo: {
      name: 'Harbor Freight Autos',
      customerName: 'Downtown lot',
      attention: 'Ada Payable',
      address: ['12 Dock Road', 'Newark, NJ 07105'],
    },
    lines: [
      {
        description: 'Transport Newark → Albany',
        sourceLabel: 'Order O-100001 (rate card)',
        quantity: 1,
        unitAmount: 2_199_999_999,
        amount: 2_199_999_999,
        orderNumber: 'O-100001',
        legNumber: 'O-100001-1',
      },
      {
        description: 'Sales tax',
        sourceLabel: 'Order O-100001',
        quantity: 1,
        unitAmount: 1_000,
        amount: 1_000,
        orderNumber: null,
        legNumber: null,
      },
    ],
  };

  it('shows the tenant and its address, bill to, the lines with their sources, tax, total, terms, due date and remittance', async () => {
    const bytes = await renderInvoicePdf(INPUT);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Legwork East',
      '1 State St',
      'INVOICE',
      'INV-100042',
      'Issued Dec 1, 2026',
      'Due Dec 31, 2026',
      'Terms: Net 30',
      'PO PO-7781',
      'BILL TO',
      'Harbor Freight Autos',
      'For Downtown lot',
      'Attn: Ada Payable',
      'Newark, NJ 07105',
      'REMIT TO',
      'Lockbox 4410',
      'Transport Newark -> Albany',
      'Order O-100001 (rate card), leg',
      'O-100001-1',
      'Sales tax',
      '$10.00',
      // Past $21 million: money is never an Int.
      '$22,000,009.99',
      'Balance due',
    ])
      expect(text).toContain(expected);
    expect(flat(text)).toContain(
      'Net 30: please pay $22,000,009.99 by Dec 31, 2026 to Legwork East, Lockbox 4410, PO Box 9, Albany, NY 12201, quoting invoice INV-100042 and PO PO-7781.',
    );
  });

  it('a credit note names the invoice it takes back and asks for nothing; a blank remit-to is the address', async () => {
    const text = await textOf(
      await renderInvoicePdf({
        ...INPUT,
        tenant: { ...INPUT.tenant, remitTo: '  ' },
        invoice: { ...INPUT.invoice, kind: 'CREDIT_NOTE', number: 'INV-100043', total: -2_200_000_999, replacesNumber: 'INV-100042' },
      }),
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credits invoice INV-100042');
    expect(text).toContain('Total credited');
    expect(text).toContain('-$22,000,009.99');
    expect(text).not.toContain('Balance due');
    expect(text).toMatch(/REMIT TO[\s\S]*Legwork East[\s\S]*1 State St/);
    expect(text).toMatch(/Page 1 of\s*1/);
  });
});

describe('issuing an invoice', () => {
  it("stores its PDF as the invoice's INVOICES file, mails it to the billing recipients after commit, and shows it to staff", async () => {
    const { version } = ok(await admin.gql<{ tenantSettings: { version: number } }>('{ tenantSettings { version } }')).tenantSettings;
    ok(await saveSettings(version, { address: '1 State St\nAlbany, NY 12207', remitTo: 'Lockbox 4410\nAlbany, NY 12201' }));

    const { order } = await billedClient();
    const { draft, issued } = await issue(order.legIds);
    expect(draft.pdf).toBeNull();
    expect(issued.pdf).toMatchObject({ category: 'INVOICES', fileName: `${issued.number}.pdf`, mimeType: 'application/pdf' });
    const stored = await one<{ ownerKind: string; ownerId: string; orderId: string | null }>(
      server.db,
      'SELECT owner_kind AS "ownerKind", owner_id AS "ownerId", order_id AS "orderId" FROM media WHERE id = $1',
      [issued.pdf?.id],
    );
    expect(stored).toEqual({ ownerKind: 'Invoice', ownerId: issued.id, orderId: null });

    const file = await download(billing, issued.pdf?.url ?? '');
    expect(file).toMatchObject({ status: 200, type: 'application/pdf' });
    const text = await textOf(file.bytes);
    for (const expected of [
      issued.number,
      'Harbor Freight Autos',
      '12 Dock Road',
      'Attn: Ada Payable',
      'Transport Newark to Albany',
      '$477.00',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Lockbox 4410');
    expect(text).toContain('1 State St');

    const mails = (
      await server.db.query<{ to: string; subject: string; attachments: { fileName: string; hash: string }[] }>(
        `SELECT to_address AS "to", subject, attachments FROM mail_outbox WHERE subject LIKE '%' || $1 || '%' ORDER BY to_address`,
        [issued.number],
      )
    ).rows;
    // The billing contact's address is one of the invoice addresses in another case: mailed once.
    expect(mails.map((mail) => mail.to)).toEqual(['AP@harbor.test', 'billing@harbor.test']);
    expect(mails[0].subject).toContain(`Invoice ${issued.number} from Legwork East: $477.00 due`);
    expect(mails[0].attachments).toEqual([{ fileName: `${issued.number}.pdf`, contentType: 'application/pdf', hash: expect.any(String) }]);
    const audit = (await auditRows(server.db, 'invoicePdf.create')).filter((row) => row.entityId === issued.pdf?.id);
    expect(audit).toHaveLength(1);
  });

  it('a refused issue stores no PDF and mails nothing (one transaction)', async () => {
    const { order } = await billedClient();
    const [draft] = ok(
      await billing.gql<{ createInvoices: Invoice[] }>(
        `mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { ${INVOICE} } }`,
        {
          input: { legIds: order.legIds },
        },
      ),
    ).createInvoices;
    const files = await count(server.db, 'media');
    const mails = await count(server.db, 'mail_outbox');
    // A stale version: CONFLICT, nothing written.
    expectError(
      await billing.gql('mutation($id: ID!, $version: Int!) { transitionInvoice(id: $id, event: ISSUE, version: $version) { id } }', {
        id: draft.id,
        version: draft.version + 5,
      }),
      'CONFLICT',
    );
    expect(await count(server.db, 'media')).toBe(files);
    expect(await count(server.db, 'mail_outbox')).toBe(mails);
  });

  it('a credit note gets its own PDF naming the invoice it credits', async () => {
    const { order } = await billedClient();
    const { issued } = await issue(order.legIds);
    ok(
      await admin.gql('mutation($id: ID!, $v: Int!) { creditInvoice(id: $id, reason: "Wrong rate", version: $v) { id } }', {
        id: issued.id,
        v: issued.version,
      }),
    );
    const note = ok(
      await billing.gql<{ invoice: { creditNotes: { number: string; pdf: Pdf }[] } }>(
        `query($id: ID!) { invoice(id: $id) { creditNotes { number ${PDF_FIELDS} } } }`,
        { id: issued.id },
      ),
    ).invoice.creditNotes[0];
    expect(note.pdf).toMatchObject({ category: 'INVOICES', fileName: `${note.number}.pdf` });
    const text = await textOf((await download(billing, note.pdf?.url ?? '')).bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credits invoice ${issued.number}`);
  });
});

describe('who reads an invoice PDF', () => {
  it("the invoice's own portal client downloads it; another client and a driver get not found, another tenant's staff no invoice", async () => {
    const { clientId, order } = await billedClient();
    const { issued } = await issue(order.legIds);
    const mine = `pdf-${crypto.randomUUID().slice(0, 8)}@legwork.test`;
    await addPortalUser(server.db, east, mine, { clientId });
    const rivalClient = await fx.client('Rival Autos');
    const theirs = `pdf-${crypto.randomUUID().slice(0, 8)}@legwork.test`;
    await addPortalUser(server.db, east, theirs, { clientId: rivalClient });
    const portal = await signedIn(server.url, mine);
    const rival = await signedIn(server.url, theirs);
    const driver = await signedIn(server.url, 'driver@legwork.test');
    const north = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');

    const seen = ok(
      await portal.gql<{ portalInvoice: { pdf: Pdf } }>(`query($id: ID!) { portalInvoice(id: $id) { ${PDF_FIELDS} } }`, { id: issued.id }),
    ).portalInvoice.pdf;
    expect(seen).toEqual(issued.pdf);
    const file = await download(portal, seen?.url ?? '');
    expect(file.status).toBe(200);
    expect(await textOf(file.bytes)).toContain(issued.number);

    expectError(await rival.gql('query($id: ID!) { portalInvoice(id: $id) { id } }', { id: issued.id }), 'NOT_FOUND');
    const statuses = [];
    for (const stranger of [rival, driver]) statuses.push((await download(stranger, issued.pdf?.url ?? '')).status);
    expect(statuses).toEqual([404, 404]);
    expectError(await north.gql(`query($id: ID!) { invoice(id: $id) { ${PDF_FIELDS} } }`, { id: issued.id }), 'NOT_FOUND');
  });
});

describe("the tenant's addresses on /admin/settings", () => {
  it('are saved at the settings version; one too long is a field error and changes nothing; omitted keeps them', async () => {
    const read = async () =>
      ok(
        await admin.gql<{ tenantSettings: Record<string, unknown> & { version: number } }>(
          '{ tenantSettings { version address remitTo } }',
        ),
      ).tenantSettings;
    const save = saveSettings;
    const before = await read();
    const error = expectError(await save(before.version, { address: 'x'.repeat(301) }), 'BAD_USER_INPUT');
    expect(error.extensions.errors).toEqual({ 'input.address': ['The address may not be greater than 300 characters.'] });
    expect(await read()).toEqual(before);
    ok(await save(before.version, { address: '9 Pier Rd\nAlbany, NY 12202' }));
    ok(await save(before.version + 1, {}));
    expect(await read()).toEqual({ version: before.version + 2, address: '9 Pier Rd\nAlbany, NY 12202', remitTo: before.remitTo });
    expectError(await save(before.version, { remitTo: 'PO Box 1' }), 'CONFLICT');
  });
});
