import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { driverIdOfUser, freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { startEastServer } from '../../tests/server/support/eastServer';
import { createMediaStore } from '../media/store';
import { maskTaxId, renderStatementPdf, type StatementInput, statementJob } from './settlements.statement';

/**
 * The settlement statement PDF (issue 30): what it shows (the tax id masked, percentage pay with its rated bill), made
 * after a settlement opens and again after it is paid (by the statement job, once the transition commits), stored as
 * the settlement's STATEMENTS file, and readable by accounting and by the payee only.
 */
let server: TestServer;
let accounting: TestClient, driver: TestClient;
let fx: OrderFixture;
let east: string;
let dale: string;

const textOf = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text as string;
};
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  ({ server, east, fx, accounting, driver } = await startEastServer());
  dale = await driverIdOfUser(server.db, 'driver@legwork.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const download = async (as: TestClient, url: string) => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: as.cookieHeader() } });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
};

type Pdf = { id: string; category: string; fileName: string; url: string } | null;
type Settlement = { id: string; number: string; version: number; status: string; net: number; statement: Pdf };
const SETTLEMENT = 'id number version status net statement { id category fileName url }';

/** A DELIVERED leg of `driverId` delivered in March 2001, 250 miles, priced 50,000 plus a 1,000 order-wide charge. */
const deliveredLeg = async (driverId: string) => {
  const order = await fx.order({
    clientId: await fx.client(),
    state: 'SETTLING',
    legs: [{ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId }],
  });
  await server.db.query(`UPDATE order_legs SET delivered_at = '2001-03-15 12:00+00', distance = 250 WHERE order_id = $1`, [order.id]);
  await server.db.query(
    `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount, amount, explanation)
     VALUES ($1, $2, $3, 1, 'RATE', 0, 'Transport', 1, 50000, 50000, 'rate card'),
            ($1, $2, NULL, 100, 'FIRST_SERVICE_CHARGE', NULL, 'First service', 1, 1000, 1000, 'fsc')`,
    [east, order.id, order.legIds[0]],
  );
  return order;
};

/** A draft for the driver's legs of March 2001, with an escrow deduction of 1,000. */
const draft = async (driverId: string, legIds: string[]) => {
  const [created] = ok(
    await accounting.gql<{ createSettlements: Settlement[] }>(
      `mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { ${SETTLEMENT} } }`,
      { input: { periodFrom: '2001-03-01', periodTo: '2001-03-31', payee: { kind: 'DRIVER', id: driverId }, legIds } },
    ),
  ).createSettlements;
  return ok(
    await accounting.gql<{ addSettlementDeduction: Settlement }>(
      `mutation($input: SettlementDeductionInput!) { addSettlementDeduction(input: $input) { ${SETTLEMENT} } }`,
      { input: { settlementId: created.id, version: created.version, kind: 'ESCROW', amount: 1_000, description: 'Escrow' } },
    ),
  ).addSettlementDeduction;
};

const open = async (settlement: Settlement) =>
  ok(
    await accounting.gql<{ transitionSettlement: Settlement }>(
      `mutation($id: ID!, $version: Int!) { transitionSettlement(id: $id, event: OPEN, version: $version) { ${SETTLEMENT} } }`,
      { id: settlement.id, version: settlement.version },
    ),
  ).transitionSettlement;

/** The settlement's statement once the statement job has made the one named `fileName` (it runs after the commit). */
const statementOf = async (as: TestClient, id: string, fileName: string): Promise<NonNullable<Pdf>> => {
  for (let tries = 0; tries < 100; tries++) {
    const { settlement } = ok(await as.gql<{ settlement: Settlement }>(`{ settlement(id: "${id}") { ${SETTLEMENT} } }`));
    if (settlement.statement?.fileName === fileName) return settlement.statement;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no statement ${fileName} for settlement ${id}`);
};

const payAll = async (settlement: Settlement) =>
  ok(
    await accounting.gql<{ postSettlementPayment: Settlement }>(
      `mutation($input: SettlementPaymentInput!) { postSettlementPayment(input: $input) { ${SETTLEMENT} } }`,
      {
        input: {
          key: `statement-${crypto.randomUUID()}`,
          settlementId: settlement.id,
          type: 'DRIVER_PAY',
          amount: settlement.net,
          paidOn: '2001-04-05',
          reference: 'ACH 7781',
        },
      },
    ),
  ).postSettlementPayment;

describe('the statement document', () => {
  const INPUT: StatementInput = {
    tenant: { name: 'Legwork East', address: '1 State St\nAlbany, NY 12207', locale: 'en-US', currency: 'USD', distanceUnit: 'mi' },
    settlement: {
      number: 'STL-100007',
      status: 'PAID',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      earnings: 61_250,
      reimbursementTotal: 4_500,
      deductionTotal: 3_000,
      net: 62_750,
      paid: 62_750,
    },
    payee: { kind: 'TRUCKING_COMPANY', name: 'Blue Line Haulers', taxIdLast4: '6789', address: '77 Route 9\nTroy, NY 12180' },
    legs: [
      {
        orderNumber: 'O-100010',
        legNumber: 'O-100010-1',
        vin: '1HGCM82633A004352',
        miles: 250,
        payKind: 'PER_MILE',
        rate: 125,
        ratedBill: null,
        amount: 31_250,
      },
      {
        orderNumber: 'O-100011',
        legNumber: 'O-100011-1',
        vin: null,
        miles: null,
        payKind: 'PERCENT',
        rate: 6_000,
        ratedBill: 50_000,
        amount: 30_000,
      },
    ],
    reimbursements: [
      {
        expenseType: 'FUEL',
        deductionKind: null,
        description: 'Fuel at Albany',
        amount: 4_500,
        receipt: { spentOn: '2026-11-14', fileName: 'fuel-receipt.jpg' },
      },
    ],
    deductions: [
      { expenseType: null, deductionKind: 'ESCROW', description: 'Escrow contribution', amount: 1_000, receipt: null },
      { expenseType: null, deductionKind: 'CHARGEBACK', description: 'Mirror damage', amount: 2_000, receipt: null },
    ],
    payments: [{ type: 'DRIVER_PAY', paidOn: '2026-12-05', amount: 62_750, reference: 'ACH 7781' }],
    escrowBalance: 5_000,
    earningsYearToDate: 1_234_500,
  };

  it('shows the payee with the tax id masked, the period and number, earnings, reimbursements, deductions, net, escrow and year to date', async () => {
    const bytes = await renderStatementPdf(INPUT);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = flat(await textOf(bytes));
    for (const expected of [
      'Legwork East',
      'SETTLEMENT STATEMENT',
      'STL-100007',
      'Period Nov 1, 2026 to Nov 30, 2026',
      'Blue Line Haulers',
      'Troy, NY 12180',
      'Tax ID: *****6789',
      'O-100010',
      'O-100010-1',
      '1HGCM82633A004352',
      '250',
      '$1.25 / mi',
      '$312.50',
      '60% of the bill',
      '$500.00',
      '$300.00',
      'rated bill is the revenue the percentage was applied to (49 CFR 376.12(g))',
      'Fuel at Albany',
      'Nov 14, 2026, fuel-receipt.jpg',
      'Escrow contribution',
      'Chargeback',
      'Mirror damage',
      'Net pay $627.50',
      'ACH 7781',
      'Escrow balance held (49 CFR 376.12(k)) $50.00',
      'Earnings year to date (2026) $12,345.00',
    ])
      expect(text).toContain(expected);
    expect(text.match(/6789/g)).toHaveLength(1);
  });

  it('masks a tax id to its last four digits and says when there is none', () => {
    expect(maskTaxId('6789')).toBe('*****6789');
    expect(maskTaxId(null)).toBe('Not on file');
    expect(maskTaxId('123456789')).toBe('Not on file');
  });
});

describe('the stored statement', () => {
  it('is made after the settlement opens and again after it is paid, the latest answered as Settlement.statement', async () => {
    const driverId = await freshDriverId(server.db);
    await server.db.query("UPDATE drivers SET pay_kind = 'PERCENT', pay_rate = 6000, tax_id_last4 = '4321' WHERE id = $1", [driverId]);
    const order = await deliveredLeg(driverId);
    const settlement = await draft(driverId, order.legIds);
    expect(settlement.statement).toBeNull();
    const opened = await open(settlement);
    expect(opened.status).toBe('OPEN');
    const openStatement = await statementOf(accounting, settlement.id, `${settlement.number}-open.pdf`);
    expect(openStatement.category).toBe('STATEMENTS');
    const openText = flat(await textOf((await download(accounting, openStatement.url)).bytes));
    expect(openText).toContain(settlement.number);
    expect(openText).toContain('Status: Open');
    // 60% of the leg's 50,000 plus its share of the 1,000 order-wide charge: the rated bill shown is 51,000.
    expect(openText).toContain('60% of the bill $510.00 $306.00');
    // The driver's tax id, masked to its last four.
    expect(openText).toContain('Tax ID: *****4321');

    const paid = await payAll({ ...opened, statement: openStatement });
    expect(paid.status).toBe('PAID');
    const paidStatement = await statementOf(accounting, settlement.id, `${settlement.number}-paid.pdf`);
    expect(paidStatement.id).not.toBe(openStatement.id);
    const paidText = flat(await textOf((await download(accounting, paidStatement.url)).bytes));
    expect(paidText).toContain('Status: Paid');
    expect(paidText).toContain('ACH 7781');
    expect(paidText).toContain('Escrow balance held (49 CFR 376.12(k)) $10.00');
    expect(await count(server.db, `media WHERE owner_kind = 'Settlement' AND owner_id = '${settlement.id}'`)).toBe(2);
    expect(
      (await auditRows(server.db, 'settlementStatement.create')).filter(
        (row) => (row.after as { settlementId?: string } | null)?.settlementId === settlement.id,
      ),
    ).toHaveLength(2);
    expect(await one(server.db, 'SELECT statement_due FROM settlements WHERE id = $1', [settlement.id])).toEqual({ statement_due: false });
  });

  it('a statement still due after a restart is made by the statement job, once', async () => {
    const driverId = await freshDriverId(server.db);
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 20000 WHERE id = $1", [driverId]);
    const opened = await open(await draft(driverId, (await deliveredLeg(driverId)).legIds));
    await statementOf(accounting, opened.id, `${opened.number}-open.pdf`);
    // As if the process had stopped between the commit and the statement: the mark is there, the file is not.
    await server.db.query(`DELETE FROM media WHERE owner_kind = 'Settlement' AND owner_id = $1`, [opened.id]);
    await server.db.query('UPDATE settlements SET statement_due = true WHERE id = $1', [opened.id]);
    const deps = { db: server.db, events: server.events, media: createMediaStore(server.config.dataDir) };
    await statementJob(deps);
    await statementOf(accounting, opened.id, `${opened.number}-open.pdf`);
    await statementJob(deps);
    expect(await count(server.db, `media WHERE owner_kind = 'Settlement' AND owner_id = '${opened.id}'`)).toBe(1);
  });

  it('a refused open stores nothing', async () => {
    const driverId = await freshDriverId(server.db);
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 20000 WHERE id = $1", [driverId]);
    const settlement = await draft(driverId, (await deliveredLeg(driverId)).legIds);
    const files = await count(server.db, 'media');
    expectError(
      await accounting.gql('mutation($id: ID!, $version: Int!) { transitionSettlement(id: $id, event: OPEN, version: $version) { id } }', {
        id: settlement.id,
        version: settlement.version - 1,
      }),
      'CONFLICT',
    );
    expect(await count(server.db, 'media')).toBe(files);
  });
});

describe('who reads a statement', () => {
  it('the payee driver downloads their own; another driver and a portal user get not found', async () => {
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 15000 WHERE id = $1", [dale]);
    const mineOpened = await open(await draft(dale, (await deliveredLeg(dale)).legIds));
    const mine = { ...mineOpened, statement: await statementOf(accounting, mineOpened.id, `${mineOpened.number}-open.pdf`) };
    const otherDriver = await freshDriverId(server.db);
    await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 15000 WHERE id = $1", [otherDriver]);
    const theirsOpened = await open(await draft(otherDriver, (await deliveredLeg(otherDriver)).legIds));
    const theirs = { ...theirsOpened, statement: await statementOf(accounting, theirsOpened.id, `${theirsOpened.number}-open.pdf`) };

    const own = ok(
      await driver.gql<{ mySettlements: { data: { id: string; statement: Pdf }[] } }>(
        '{ mySettlements(first: 100) { data { id statement { id category fileName url } } } }',
      ),
    ).mySettlements.data.find((each) => each.id === mine.id);
    expect(own?.statement).toEqual(mine.statement);
    const file = await download(driver, own?.statement?.url ?? '');
    expect(file.status).toBe(200);
    expect(flat(await textOf(file.bytes))).toContain(mine.number);

    expect((await download(driver, theirs.statement?.url ?? '')).status).toBe(404);
    expectError(await driver.gql(`{ settlement(id: "${theirs.id}") { statement { id } } }`), 'NOT_FOUND');
    const portal = await signedIn(server.url, 'client@legwork.test');
    expect((await download(portal, mine.statement?.url ?? '')).status).toBe(404);
    const row = await one<{ category: string }>(server.db, 'SELECT category FROM media WHERE id = $1', [mine.statement?.id]);
    expect(row?.category).toBe('STATEMENTS');
  });
});
