import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../tests/server/support/client';
import { auditRows, expectError } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { startEastServer } from '../../tests/server/support/eastServer';
import type { TestServer } from '../../tests/server/support/testServer';
import { runReportAs } from '../reports/reports.public';
import { financialReport } from './financeReports.financialReport';
import { invoicesReport } from './financeReports.invoicesReport';
import { rebateReport } from './financeReports.rebateReport';

/**
 * The finance reports as the report kit runs them (issue 31): the period's and filters' field errors, the tables with
 * their drill-down links, the notes, and the tables' sums matching their totals. The figures themselves:
 * financeReports.test.ts.
 */
let server: TestServer;
let east: string;
let adminId: string;
let fx: OrderFixture;
let serial = 0;

beforeAll(async () => {
  ({ server, east, adminId, fx } = await startEastServer());
}, 240_000);
afterAll(async () => {
  await server?.close();
});

/** An OPEN invoice of the client with one line. */
const invoice = async (clientId: string, { issuedOn, dueOn, total }: { issuedOn: string; dueOn: string; total: number }) => {
  serial += 1;
  const id = await fx.row('invoices', {
    number: `FRR-${process.pid}-${serial}`,
    status: 'OPEN',
    client_id: clientId,
    issued_on: issuedOn,
    due_on: dueOn,
    terms: 'NET_30',
    subtotal: total,
    total,
  });
  await fx.row('invoice_lines', {
    invoice_id: id,
    position: 1,
    type: 'RATE',
    description: 'Transport',
    unit_amount: total,
    amount: total,
    source_kind: 'ORDER_PRICE',
    source_label: 'Transport',
  });
  return id;
};
describe('the reports as the kit runs them', () => {
  const REPORTS = [invoicesReport, financialReport, rebateReport];
  const run = (definition: (typeof REPORTS)[number], params: unknown) =>
    runReportAs(server.db, { tenantId: east, userId: adminId }, definition as typeof invoicesReport, params);

  it('answers a from day after the to day, a period past five years and a malformed client as field errors', async () => {
    for (const definition of REPORTS) {
      await expect(run(definition, { period: { kind: 'CUSTOM', from: '2026-06-30', to: '2026-06-01' } })).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.to': [expect.any(String)] } },
      });
      await expect(run(definition, { period: { kind: 'CUSTOM', from: '2020-01-01', to: '2025-01-01' } })).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.from': [expect.any(String)] } },
      });
      await expect(
        run(definition, { period: { kind: 'MONTH', from: '2026-06-01', to: '2026-06-30' }, client: 'nope' }),
      ).rejects.toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { 'params.client': [expect.any(String)] } },
      });
    }
    // Five years less a day is allowed.
    await expect(run(financialReport, { period: { kind: 'CUSTOM', from: '2020-01-01', to: '2024-12-31' } })).resolves.toBeTruthy();
  });

  it('draws the aging per client with its drill-down to the invoices, the DSO and the notes saying how', async () => {
    const client = await fx.client();
    const id = await invoice(client, { issuedOn: '2026-06-02', dueOn: '2026-06-10', total: 12_345 });
    const result = await run(invoicesReport, { period: { kind: 'MONTH', from: '2026-06-01', to: '2026-06-30' }, client });
    const [aging, invoices] = result.tables;
    expect(aging.rows).toEqual([
      {
        cells: expect.objectContaining({ DAYS_1_30: 12_345, receivable: 12_345, sales: 12_345, dso: 30 }),
        links: { client: `/accounting/invoices?status=OPEN&client=${client}` },
      },
    ]);
    expect(invoices.rows[0].links?.number).toBe(`/accounting/invoices/view?id=${id}`);
    expect(invoices.rows[0].cells).toMatchObject({ daysPastDue: 20, balance: 12_345 });
    expect(result.notes?.join(' ')).toContain('DSO (days sales outstanding) = receivable ÷ invoiced in the period');
  });

  it('links each bucket to the invoices list’s aging filter when the report is as of today', async () => {
    const client = await fx.client();
    await invoice(client, { issuedOn: '2026-01-02', dueOn: '2026-01-10', total: 5_000 });
    const result = await run(invoicesReport, { period: { kind: 'YEAR', from: '2026-01-01', to: '2026-12-31' }, client });
    expect(result.tables[0].rows[0].links?.DAYS_90_PLUS).toBe(`/accounting/invoices?status=OPEN&aging=DAYS_90_PLUS&client=${client}`);
  });

  it('sums the financial tables and chart to the same margin', async () => {
    const result = await run(financialReport, { period: { kind: 'QUARTER', from: '2020-01-01', to: '2020-03-31' }, method: 'DRIVEN' });
    const margin = (table: (typeof result.tables)[number]) => table.rows.reduce((sum, row) => sum + Number(row.cells.margin), 0);
    for (const table of result.tables) expect(margin(table)).toBe(table.totals?.margin);
    expect(result.charts?.[0].series.find((series) => series.key === 'margin')?.points.map((point) => point.x)).toEqual([
      'Jan 2020',
      'Feb 2020',
      'Mar 2020',
    ]);
  });
});

describe('a client’s rebate tiers', () => {
  const SET = `mutation($clientId: ID!, $tiers: [RebateTierInput!]!) {
    setClientRebateTiers(clientId: $clientId, tiers: $tiers) { id rebateTiers { minLegs rateBp } }
  }`;
  const READ = 'query($id: ID!) { client(id: $id) { id rebateTiers { minLegs rateBp } } }';

  it('are set by an admin as a whole, lowest first, audited, and read back on the client', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test');
    const client = await fx.client();
    const set = ok(
      await admin.gql<{ setClientRebateTiers: { rebateTiers: unknown[] } }>(SET, {
        clientId: client,
        tiers: [
          { minLegs: 50, rateBp: 300 },
          { minLegs: 10, rateBp: 100 },
        ],
      }),
    );
    expect(set.setClientRebateTiers.rebateTiers).toEqual([
      { minLegs: 10, rateBp: 100 },
      { minLegs: 50, rateBp: 300 },
    ]);
    ok(await admin.gql(SET, { clientId: client, tiers: [{ minLegs: 20, rateBp: 200 }] }));
    const read = ok(await admin.gql<{ client: { rebateTiers: unknown[] } }>(READ, { id: client }));
    expect(read.client.rebateTiers).toEqual([{ minLegs: 20, rateBp: 200 }]);
    const audits = await auditRows(server.db, 'clientRebateTiers.update', adminId);
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuse two tiers at one threshold and a rate past 100% by field, a non-admin, and another tenant’s client', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test');
    const client = await fx.client();
    const twice = expectError(
      await admin.gql(SET, {
        clientId: client,
        tiers: [
          { minLegs: 10, rateBp: 100 },
          { minLegs: 10, rateBp: 10_001 },
        ],
      }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(twice.extensions.errors as object).sort()).toEqual(['tiers.1.minLegs', 'tiers.1.rateBp']);
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await dispatch.gql(SET, { clientId: client, tiers: [] }), 'FORBIDDEN');
    const northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    expectError(await northAdmin.gql(SET, { clientId: client, tiers: [{ minLegs: 1, rateBp: 1 }] }), 'NOT_FOUND');
    const read = ok(await admin.gql<{ client: { rebateTiers: unknown[] } }>(READ, { id: client }));
    expect(read.client.rebateTiers).toEqual([]);
  });
});
