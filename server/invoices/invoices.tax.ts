import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';

type Exemption = { certificate: string; until: string | null };

/** The client's tax exemption on the tenant's day: flagged, and its certificate not expired (as pricing reads it). */
export const clientExemption = async (db: Queryable, clientId: string): Promise<Exemption | null> => {
  const { rows } = await db.query<Exemption>(
    `SELECT tax_exempt_certificate AS certificate, to_char(tax_exempt_until, 'YYYY-MM-DD') AS until FROM clients
     WHERE id = $1 AND tax_exempt AND (tax_exempt_until IS NULL OR tax_exempt_until >= app_today())`,
    [clientId],
  );
  return rows[0] ?? null;
};

/** Why an exempt client's invoice carries no tax (its `tax_note`). */
const exemptionNote = ({ certificate, until }: Exemption) =>
  `No tax: the client is tax exempt (certificate ${certificate}${until ? `, until ${until}` : ''}).`;

/**
 * Tax follows the client's exemption at invoice time, not at pricing time: an exempt client's invoice drops the TAX
 * lines its orders' prices carried and says why (`tax_note`, with the certificate number). For many drafts at once,
 * each with its client, in at most three statements.
 */
export const applyExemptions = async (ctx: GraphQLContext, drafts: { invoiceId: string; clientId: string }[]) => {
  const { rows } = await ctx.db.query<Exemption & { id: string }>(
    `SELECT id, tax_exempt_certificate AS certificate, to_char(tax_exempt_until, 'YYYY-MM-DD') AS until FROM clients
     WHERE id = ANY($1::uuid[]) AND tax_exempt AND (tax_exempt_until IS NULL OR tax_exempt_until >= app_today())`,
    [[...new Set(drafts.map((draft) => draft.clientId))]],
  );
  const exempt = new Map(rows.map((row) => [row.id, row]));
  const invoices = drafts.filter((draft) => exempt.has(draft.clientId));
  if (invoices.length === 0) return;
  await ctx.db.query(`DELETE FROM invoice_lines WHERE invoice_id = ANY($1::uuid[]) AND type = 'TAX'`, [
    invoices.map((draft) => draft.invoiceId),
  ]);
  await ctx.db.query('UPDATE invoices i SET tax_note = x.note FROM unnest($1::uuid[], $2::text[]) AS x(id, note) WHERE i.id = x.id', [
    invoices.map((draft) => draft.invoiceId),
    invoices.map((draft) => exemptionNote(exempt.get(draft.clientId) as Exemption)),
  ]);
};

type TaxItem = { id: string; code: string; name: string; ratePercent: number };

/**
 * The tax on the lines added by hand, recomputed as one TAX line after every change: the taxable billing items' amounts
 * at the rate of the tenant's TAX item for the state of the invoice's first destination (else its TAX item for every
 * other state), as pricing taxes a quote (server/pricing/inputs.ts). None for an exempt client.
 */
export const recomputeAddedTax = async (ctx: GraphQLContext, invoiceId: string, clientId: string) => {
  await ctx.db.query(`DELETE FROM invoice_lines WHERE invoice_id = $1 AND source_kind = 'BILLING_ITEM' AND type = 'TAX'`, [invoiceId]);
  if (await clientExemption(ctx.db, clientId)) return;
  const base = await ctx.db.query<{ amount: number }>(
    `SELECT coalesce(sum(il.amount), 0)::float8 AS amount FROM invoice_lines il JOIN billing_items bi ON bi.id = il.source_id
     WHERE il.invoice_id = $1 AND il.source_kind = 'BILLING_ITEM' AND il.type <> 'TAX' AND bi.taxable`,
    [invoiceId],
  );
  const taxable = base.rows[0].amount;
  if (taxable <= 0) return;
  const { rows } = await ctx.db.query<TaxItem>(
    `SELECT bi.id, bi.code, bi.name, bi.rate_percent::float8 AS "ratePercent" FROM billing_items bi
     WHERE bi.type = 'TAX' AND bi.deleted_at IS NULL AND bi.retired_at IS NULL AND bi.rate_percent > 0
       AND (bi.state_province IS NULL OR upper(trim(bi.state_province)) = (
         SELECT upper(trim(loc.state_province)) FROM invoice_legs x JOIN order_legs l ON l.id = x.order_leg_id
           JOIN orders o ON o.id = l.order_id JOIN locations loc ON loc.id = l.destination_id
         WHERE x.invoice_id = $1 ORDER BY o.number, l.position LIMIT 1))
     ORDER BY bi.state_province IS NULL, bi.code LIMIT 1`,
    [invoiceId],
  );
  const item = rows[0];
  if (!item) return;
  const amount = Math.round((taxable * item.ratePercent) / 100);
  if (amount === 0) return;
  await ctx.db.query(
    `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
       source_label, source_id)
     SELECT tenant_id, id, (SELECT coalesce(max(position), 0) + 1 FROM invoice_lines WHERE invoice_id = $1), 'TAX', $2, 1, $3::numeric, $3::bigint,
       'BILLING_ITEM', $4, $5
     FROM invoices WHERE id = $1`,
    [
      invoiceId,
      `Tax ${item.ratePercent}% on items added by hand`,
      amount,
      `Billing item ${item.name} (${item.code}): ${item.ratePercent}% of ${taxable}`,
      item.id,
    ],
  );
};
