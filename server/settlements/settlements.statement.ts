import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { formatDate, formatMoney } from '../../src/domain/format';
import type { PayKind, SettlementPayeeKind, SettlementStatus } from '../../src/generated/enums';
import { audit } from '../audit';
import { type Database, type Queryable, withContext } from '../db/database';
import { eachTenant } from '../db/tenantJobs';
import type { GraphQLContext } from '../graphql/context';
import { defineLoaders } from '../graphql/loaders';
import { type MediaRow, mediaLoader } from '../media/media.rows';
import type { MediaStore } from '../media/store';
import { addressLines, drawBlocks, drawLetterhead } from '../pdf/letterhead';
import { pdfText } from '../pdf/pdfText';
import { type Column, drawTable, drawTotals } from '../pdf/table';
import { COLORS, createWriter, drawFooters, heading } from '../pdf/writer';
import type { Events } from '../pubsub';
import { payeeKey, SETTLEMENT_LEG_SELECT, SETTLEMENT_LINE_SELECT, SETTLEMENT_PAYMENT_SELECT, SETTLEMENT_SELECT } from './settlements.rows';
import type { SettlementLegRow, SettlementLineRow, SettlementPaymentRow, SettlementRow } from './settlements.rows';

/** A settled leg as the statement shows it: its order and leg numbers beside its pay. */
export type StatementLeg = Pick<SettlementLegRow, 'vin' | 'miles' | 'payKind' | 'rate' | 'ratedBill' | 'amount'> & {
  orderNumber: string;
  legNumber: string;
};

/** A reimbursement or deduction, with the receipt that backs a reimbursement (its day and file). */
export type StatementLine = Pick<SettlementLineRow, 'expenseType' | 'deductionKind' | 'description' | 'amount'> & {
  receipt: { spentOn: string; fileName: string | null } | null;
};

/** Everything a settlement statement shows. Money in minor units of the tenant's currency. */
export type StatementInput = {
  tenant: { name: string; address: string; locale: string; currency: string; distanceUnit: string };
  settlement: Pick<
    SettlementRow,
    'number' | 'periodFrom' | 'periodTo' | 'earnings' | 'reimbursementTotal' | 'deductionTotal' | 'net' | 'paid'
  > & {
    status: SettlementStatus;
  };
  payee: { kind: SettlementPayeeKind; name: string; taxIdLast4: string | null; address: string | null };
  legs: readonly StatementLeg[];
  reimbursements: readonly StatementLine[];
  deductions: readonly StatementLine[];
  payments: readonly Pick<SettlementPaymentRow, 'type' | 'paidOn' | 'amount' | 'reference'>[];
  escrowBalance: number;
  earningsYearToDate: number;
};

/** A tax id as a statement may print it: the last four digits only ("*****6789"), never more. */
export const maskTaxId = (last4: string | null | undefined): string =>
  last4 && /^[0-9]{4}$/.test(last4) ? `*****${last4}` : 'Not on file';

/** An enum value in words: RENTAL_CAR → "Rental car". */
const words = (value: string | null | undefined) => (value ? value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ') : '');

/**
 * The statement: the operator's letterhead, the payee with the tax id masked and the period, the earnings per leg (a
 * percentage-paid leg shows the rated bill it was paid on, 49 CFR 376.12(g)), the reimbursements with their receipts,
 * the deductions (chargebacks and escrow as 376.12(h) and (k) ask), the net, payments, the escrow balance and the year
 * to date.
 */
export const renderStatementPdf = async (input: StatementInput): Promise<Uint8Array> => {
  const { tenant, settlement, payee } = input;
  const money = (minor: number) => formatMoney(minor, tenant.currency, tenant.locale);
  const day = (value: string | null) => formatDate(value, tenant.locale);
  const title = pdfText(`Settlement statement ${settlement.number}`);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(pdfText(tenant.name));
  doc.setSubject(pdfText(`${title} for ${payee.name}, ${settlement.periodFrom} to ${settlement.periodTo}`));
  doc.setCreator('Legwork');
  doc.setProducer('Legwork (pdf-lib)');
  const writer = await createWriter(doc);
  drawLetterhead(writer, {
    issuer: tenant.name,
    addressLines: addressLines(tenant.address),
    title: 'Settlement statement',
    facts: [
      settlement.number,
      `Period ${day(settlement.periodFrom)} to ${day(settlement.periodTo)}`,
      `Status: ${words(settlement.status)}`,
    ],
  });
  drawBlocks(writer, [
    {
      title: payee.kind === 'DRIVER' ? 'Payee (driver)' : 'Payee (trucking company)',
      lines: [payee.name, ...addressLines(payee.address), `Tax ID: ${maskTaxId(payee.taxIdLast4)}`],
    },
    {
      title: 'Summary',
      lines: [
        `Net pay: ${money(settlement.net)}`,
        `Paid: ${money(settlement.paid)}`,
        `Balance: ${money(settlement.net - settlement.paid)}`,
      ],
    },
  ]);

  heading(writer, 'Earnings');
  const rate = (leg: StatementLeg) => {
    if (leg.payKind === 'PER_MILE') return `${money(leg.rate)} / ${tenant.distanceUnit}`;
    if (leg.payKind === 'PER_MOVE') return `${money(leg.rate)} a move`;
    return `${(leg.rate / 100).toLocaleString(tenant.locale, { maximumFractionDigits: 2 })}% of the bill`;
  };
  const legColumns: Column<StatementLeg>[] = [
    { title: 'Order', share: 2.2, cell: (leg) => leg.orderNumber },
    { title: 'Leg', share: 2.4, cell: (leg) => leg.legNumber },
    { title: 'VIN', share: 3.4, cell: (leg) => leg.vin ?? '—' },
    {
      title: tenant.distanceUnit === 'km' ? 'Km' : 'Miles',
      share: 1.3,
      align: 'right',
      cell: (leg) => (leg.miles == null ? '—' : leg.miles.toLocaleString(tenant.locale, { maximumFractionDigits: 1 })),
    },
    { title: 'Rate', share: 2.6, align: 'right', cell: rate },
    { title: 'Rated bill', share: 2.2, align: 'right', cell: (leg) => (leg.ratedBill == null ? '—' : money(leg.ratedBill)) },
    { title: 'Amount', share: 2.2, align: 'right', cell: (leg) => money(leg.amount) },
  ];
  drawTable(writer, legColumns, input.legs);
  if (input.legs.some((leg) => leg.payKind === ('PERCENT' satisfies PayKind)))
    writer.text('Percentage pay: the rated bill is the revenue the percentage was applied to (49 CFR 376.12(g)).', {
      size: 7.5,
      color: COLORS.muted,
    });
  drawTotals(writer, [{ label: 'Earnings', value: money(settlement.earnings), strong: true }]);

  heading(writer, 'Reimbursements');
  drawTable(
    writer,
    [
      { title: 'Expense', share: 2, cell: (line) => words(line.expenseType) },
      { title: 'Description', share: 4, cell: (line) => line.description },
      {
        title: 'Receipt',
        share: 4,
        cell: (line) => (line.receipt ? `${day(line.receipt.spentOn)}${line.receipt.fileName ? `, ${line.receipt.fileName}` : ''}` : '—'),
      },
      { title: 'Amount', share: 2, align: 'right', cell: (line) => money(line.amount) },
    ] satisfies Column<StatementLine>[],
    input.reimbursements,
  );
  drawTotals(writer, [{ label: 'Reimbursements', value: money(settlement.reimbursementTotal), strong: true }]);

  heading(writer, 'Deductions');
  drawTable(
    writer,
    [
      { title: 'Kind', share: 2, cell: (line) => words(line.deductionKind) },
      { title: 'Description', share: 8, cell: (line) => line.description },
      { title: 'Amount', share: 2, align: 'right', cell: (line) => money(line.amount) },
    ] satisfies Column<StatementLine>[],
    input.deductions,
  );
  drawTotals(writer, [
    { label: 'Deductions', value: money(settlement.deductionTotal) },
    { label: 'Net pay', value: money(settlement.net), strong: true },
  ]);

  if (input.payments.length > 0) {
    heading(writer, 'Payments');
    drawTable(
      writer,
      [
        { title: 'Paid on', share: 2, cell: (payment) => day(payment.paidOn) },
        { title: 'Type', share: 3, cell: (payment) => words(payment.type) },
        { title: 'Reference', share: 5, cell: (payment) => payment.reference ?? '—' },
        { title: 'Amount', share: 2, align: 'right', cell: (payment) => money(payment.amount) },
      ] satisfies Column<StatementInput['payments'][number]>[],
      input.payments,
    );
    drawTotals(writer, [
      { label: 'Paid', value: money(settlement.paid) },
      { label: 'Balance', value: money(settlement.net - settlement.paid), strong: true },
    ]);
  }

  heading(writer, 'Escrow and year to date', 30);
  drawTotals(writer, [
    { label: 'Escrow balance held (49 CFR 376.12(k))', value: money(input.escrowBalance) },
    { label: `Earnings year to date (${settlement.periodTo.slice(0, 4)})`, value: money(input.earningsYearToDate) },
  ]);
  drawFooters(writer, `${title} · ${payee.name}`);
  return doc.save();
};

type Facts = {
  tenantName: string;
  address: string;
  locale: string;
  currency: string;
  distanceUnit: string;
  payeeName: string | null;
  taxIdLast4: string | null;
  payeeAddress: string | null;
  yearToDate: number;
  escrow: number;
};

/** Everything the statement shows, read in the statement job's transaction (the legs and lines as the settlement holds them). */
const statementInput = async (db: Queryable, settlement: SettlementRow): Promise<StatementInput> => {
  const facts = (
    await db.query<Facts>(
      `SELECT t.name AS "tenantName", t.address, t.locale, trim(t.currency) AS currency, t.distance_unit AS "distanceUnit",
         coalesce(nullif(tc.payee_name, ''), tc.display_name) AS "payeeName",
         coalesce(d.tax_id_last4, tc.payee_tax_id_last4) AS "taxIdLast4", tc.payee_address AS "payeeAddress",
         (SELECT coalesce(sum(y.earnings), 0) FROM settlements y
          WHERE y.tenant_id = s.tenant_id AND y.payee_kind = s.payee_kind AND y.driver_id IS NOT DISTINCT FROM s.driver_id
            AND y.trucking_company_id IS NOT DISTINCT FROM s.trucking_company_id AND y.status <> 'DRAFT'
            AND y.period_to >= date_trunc('year', s.period_to) AND y.period_to <= s.period_to)::float8 AS "yearToDate",
         (SELECT coalesce(sum(e.amount), 0) FROM escrow_entries e WHERE e.tenant_id = s.tenant_id AND e.payee = $2)::float8 AS escrow
       FROM settlements s JOIN tenants t ON t.id = s.tenant_id
       LEFT JOIN trucking_companies tc ON tc.tenant_id = s.tenant_id AND tc.id = s.trucking_company_id
       LEFT JOIN drivers d ON d.tenant_id = s.tenant_id AND d.id = s.driver_id
       WHERE s.id = $1`,
      [settlement.id, payeeKey(settlement)],
    )
  ).rows[0];
  const legs = await db.query<StatementLeg>(
    `SELECT ${SETTLEMENT_LEG_SELECT}, o.number AS "orderNumber", l.number AS "legNumber" FROM settlement_legs sl
     JOIN orders o ON o.tenant_id = sl.tenant_id AND o.id = sl.order_id
     JOIN order_legs l ON l.tenant_id = sl.tenant_id AND l.id = sl.order_leg_id
     WHERE sl.settlement_id = $1 ORDER BY o.number, l.number`,
    [settlement.id],
  );
  const lines = await db.query<SettlementLineRow & { receipt: StatementLine['receipt'] }>(
    `SELECT ${SETTLEMENT_LINE_SELECT},
       CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('spentOn', to_char(r.spent_on, 'YYYY-MM-DD'), 'fileName', m.file_name) END AS receipt
     FROM settlement_lines ln
     LEFT JOIN driver_receipts r ON r.tenant_id = ln.tenant_id AND r.id = ln.receipt_id
     LEFT JOIN media m ON m.id = r.media_id
     WHERE ln.settlement_id = $1 ORDER BY ln.created_at, ln.id`,
    [settlement.id],
  );
  const payments = await db.query<SettlementPaymentRow>(
    `SELECT ${SETTLEMENT_PAYMENT_SELECT} FROM settlement_payments sp WHERE sp.settlement_id = $1 ORDER BY sp.paid_on, sp.created_at, sp.id`,
    [settlement.id],
  );
  return {
    tenant: {
      name: facts.tenantName,
      address: facts.address,
      locale: facts.locale,
      currency: facts.currency,
      distanceUnit: facts.distanceUnit,
    },
    settlement,
    payee: {
      kind: settlement.payeeKind,
      name: settlement.payeeKind === 'DRIVER' ? settlement.payeeName : (facts.payeeName ?? settlement.payeeName),
      taxIdLast4: facts.taxIdLast4,
      address: settlement.payeeKind === 'DRIVER' ? null : facts.payeeAddress,
    },
    legs: legs.rows,
    reimbursements: lines.rows.filter((line) => line.kind === 'REIMBURSEMENT'),
    deductions: lines.rows.filter((line) => line.kind === 'DEDUCTION'),
    payments: payments.rows,
    escrowBalance: facts.escrow,
    earningsYearToDate: facts.yearToDate,
  };
};

/**
 * Marks settlements' statements due, in the request's transaction (opening and paying call for one: the two moments
 * the figures are final, so a statement never shows a draft's passing figures), and starts the statement job for the
 * tenant once the transaction commits. The PDF itself is made after commit (docs/decisions.md "Statements after
 * commit"): rendering ~10 ms a statement inside "Approve all" held 500 payees' locks for seconds.
 */
export const statementsDue = async (ctx: GraphQLContext, tenantId: string, settlementIds: readonly string[]) => {
  if (settlementIds.length === 0) return;
  await ctx.db.query('UPDATE settlements SET statement_due = true WHERE id = ANY($1::uuid[]) AND NOT statement_due', [settlementIds]);
  ctx.afterCommit(() => {
    void makeDueStatements({ db: ctx.database, media: ctx.media, events: ctx.events }, tenantId).catch((error) =>
      console.error('settlement statements failed', error),
    );
  });
};

type StatementDeps = { db: Database; media: MediaStore; events: Events };

/** The statements a tenant's job renders per transaction: short transactions, and a restart loses at most one batch's work. */
const STATEMENT_BATCH = 25;

/** Tenants whose statement job is running in this process: a second start while one runs only asks it to look again. */
const running = new Map<string, { again: boolean }>();

/**
 * The statement job of one tenant: every settlement marked due gets its statement as it stands now, rendered, stored
 * by content hash as the settlement's STATEMENTS file (`STL-100001-open.pdf`, `STL-100001-paid.pdf`), audited as the
 * system's, and unmarked, all in one transaction per batch; then settlementChanged tells the open pages. Rows another
 * instance holds are skipped (SKIP LOCKED). The payee reads the file through migration 048's media policy. Answers how
 * many statements it made.
 */
export const makeDueStatements = async (deps: StatementDeps, tenantId: string): Promise<number> => {
  const current = running.get(tenantId);
  if (current) {
    current.again = true;
    return 0;
  }
  const state = { again: true };
  running.set(tenantId, state);
  let made = 0;
  try {
    while (state.again) {
      state.again = false;
      for (;;) {
        const done = await withContext(deps.db, { tenantId, userId: null }, async (tx) => {
          const { rows } = await tx.query<SettlementRow>(
            `SELECT ${SETTLEMENT_SELECT} FROM settlements s
             WHERE s.id IN (SELECT id FROM settlements WHERE tenant_id = $1 AND statement_due ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
            [tenantId, STATEMENT_BATCH],
          );
          for (const settlement of rows) await storeStatement(tx, deps.media, tenantId, settlement);
          if (rows.length > 0)
            await tx.query('UPDATE settlements SET statement_due = false WHERE id = ANY($1::uuid[])', [rows.map((row) => row.id)]);
          return rows.map((row) => row.id);
        });
        for (const id of done) deps.events.publish('settlementChanged', tenantId, { id });
        made += done.length;
        if (done.length < STATEMENT_BATCH) break;
      }
    }
  } finally {
    running.delete(tenantId);
  }
  return made;
};

/** One statement rendered, stored and audited in the job's transaction; answers its media id. */
const storeStatement = async (tx: Queryable, media: MediaStore, tenantId: string, settlement: SettlementRow): Promise<string> => {
  const bytes = await renderStatementPdf(await statementInput(tx, settlement));
  const hash = await media.put(bytes);
  const fileName = `${settlement.number}-${settlement.status.toLowerCase()}.pdf`;
  const mediaId = randomUUID();
  await tx.query(
    `INSERT INTO media (id, tenant_id, owner_kind, owner_id, category, file_name, mime_type, size, content_hash)
     VALUES ($1, $2, 'Settlement', $3, 'STATEMENTS', $4, 'application/pdf', $5, $6)`,
    [mediaId, tenantId, settlement.id, fileName, bytes.length, hash],
  );
  await audit(tx, {
    tenantId,
    userId: null,
    entityKind: 'Media',
    entityId: mediaId,
    action: 'CREATED',
    event: 'settlementStatement.create',
    after: { settlement: settlement.number, settlementId: settlement.id, status: settlement.status, fileName, size: bytes.length },
  });
  return mediaId;
};

/** The statement job as a manifest job: every tenant's due statements (what a restart left marked). */
export const statementJob = (deps: StatementDeps) =>
  eachTenant(deps.db, async (_tx, tenantId, afterCommit) => {
    afterCommit(() => makeDueStatements(deps, tenantId).then(() => undefined));
    return 0;
  });

/** A settlement's stored statements, newest first (media owner kind 'Settlement', category STATEMENTS). */
const statementLoaders = defineLoaders((db) => ({ filesBySettlement: mediaLoader(db, 'Settlement') }));

/** Settlement.statement: the latest statement PDF, or null until one is generated (row-level security decides who reads it). */
export const settlementStatement = async (ctx: GraphQLContext, settlementId: string): Promise<MediaRow | null> =>
  (await statementLoaders(ctx).filesBySettlement.load(settlementId)).find((file) => file.category === 'STATEMENTS') ?? null;
