import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { formatDate, formatMoney } from '../../src/domain/format';
import { PAYMENT_TERMS_LABEL } from '../../src/domain/invoiceLabels';
import type { InvoiceKind, PaymentTerms } from '../../src/generated/enums';
import { auditAs } from '../audit';
import type { Actor, GraphQLContext } from '../graphql/context';
import { defineLoaders } from '../graphql/loaders';
import { queueMail } from '../mail/mailer';
import { type MediaRow, mediaLoader } from '../media/media.rows';
import { addressLines, drawBlocks, drawLetterhead } from '../pdf/letterhead';
import { pdfText } from '../pdf/pdfText';
import { type Column, drawTable, drawTotals } from '../pdf/table';
import { COLORS, createWriter, drawFooters, heading } from '../pdf/writer';
import { type InvoiceRow, LINE_SELECT, type InvoiceLineRow } from './invoices.rows';

/** A line as the PDF shows it: what it is, where it came from (its order and leg), and its money. */
export type InvoicePdfLine = Pick<InvoiceLineRow, 'description' | 'sourceLabel' | 'quantity' | 'unitAmount' | 'amount'> & {
  orderNumber: string | null;
  legNumber: string | null;
};

/** Everything an invoice PDF (or a credit note's) shows. Money in minor units of the invoice's currency. */
export type InvoicePdfInput = {
  tenant: { name: string; address: string; remitTo: string; locale: string };
  invoice: Pick<InvoiceRow, 'number' | 'issuedOn' | 'dueOn' | 'poNumber' | 'currency' | 'subtotal' | 'tax' | 'total' | 'paid'> & {
    kind: InvoiceKind;
    terms: PaymentTerms;
    replacesNumber: string | null;
  };
  billTo: { name: string; customerName: string | null; attention: string | null; address: readonly string[] };
  lines: readonly InvoicePdfLine[];
};

const quantityText = (quantity: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(quantity);

/** The document: letterhead, bill to and remit to, the lines with their sources, the totals, terms and remittance. */
export const renderInvoicePdf = async (input: InvoicePdfInput): Promise<Uint8Array> => {
  const { tenant, invoice, billTo } = input;
  const credit = invoice.kind === 'CREDIT_NOTE';
  const money = (minor: number) => formatMoney(minor, invoice.currency, tenant.locale);
  const day = (value: string | null) => formatDate(value, tenant.locale);
  const title = pdfText(`${credit ? 'Credit note' : 'Invoice'} ${invoice.number}`);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(pdfText(tenant.name));
  doc.setSubject(pdfText(`${title} to ${billTo.name}`));
  doc.setCreator('Legwork');
  doc.setProducer('Legwork (pdf-lib)');
  const writer = await createWriter(doc);
  drawLetterhead(writer, {
    issuer: tenant.name,
    addressLines: addressLines(tenant.address),
    title: credit ? 'Credit note' : 'Invoice',
    facts: [
      invoice.number,
      `Issued ${day(invoice.issuedOn)}`,
      credit ? `Credits invoice ${invoice.replacesNumber ?? '—'}` : `Due ${day(invoice.dueOn)}`,
      `Terms: ${PAYMENT_TERMS_LABEL[invoice.terms]}`,
      ...(invoice.poNumber ? [`PO ${invoice.poNumber}`] : []),
      ...(!credit && invoice.replacesNumber ? [`Replaces invoice ${invoice.replacesNumber}`] : []),
    ],
  });
  const remitTo = addressLines(tenant.remitTo).length > 0 ? addressLines(tenant.remitTo) : addressLines(tenant.address);
  drawBlocks(writer, [
    {
      title: 'Bill to',
      lines: [
        billTo.name,
        ...(billTo.customerName ? [`For ${billTo.customerName}`] : []),
        ...(billTo.attention ? [`Attn: ${billTo.attention}`] : []),
        ...billTo.address,
      ],
    },
    { title: 'Remit to', lines: [tenant.name, ...remitTo] },
  ]);
  heading(writer, 'Lines');
  const columns: Column<InvoicePdfLine>[] = [
    { title: 'Description', share: 5, cell: (line) => line.description },
    {
      title: 'Source',
      share: 4,
      cell: (line) => [line.sourceLabel, line.legNumber ? `leg ${line.legNumber}` : null].filter(Boolean).join(', '),
    },
    { title: 'Qty', share: 1, align: 'right', cell: (line) => quantityText(line.quantity, tenant.locale) },
    { title: 'Unit', share: 2, align: 'right', cell: (line) => money(line.unitAmount) },
    { title: 'Amount', share: 2, align: 'right', cell: (line) => money(line.amount) },
  ];
  drawTable(writer, columns, input.lines);
  const balance = invoice.total - invoice.paid;
  drawTotals(writer, [
    { label: 'Subtotal', value: money(invoice.subtotal) },
    { label: 'Tax', value: money(invoice.tax) },
    { label: credit ? 'Total credited' : 'Total', value: money(invoice.total), strong: true },
    ...(!credit && invoice.paid !== 0 ? [{ label: 'Paid', value: money(invoice.paid) }] : []),
    ...(!credit ? [{ label: 'Balance due', value: money(balance), strong: true }] : []),
  ]);
  heading(writer, credit ? 'About this credit note' : 'Payment', 40);
  if (credit) {
    writer.text(`This credit note takes back invoice ${invoice.replacesNumber ?? '—'} in full. Nothing is to be paid on it.`);
  } else {
    writer.text(
      `${PAYMENT_TERMS_LABEL[invoice.terms]}: please pay ${money(balance)} by ${day(invoice.dueOn)} to ${tenant.name}` +
        `${remitTo.length > 0 ? `, ${remitTo.join(', ')}` : ''}, quoting invoice ${invoice.number}` +
        `${invoice.poNumber ? ` and PO ${invoice.poNumber}` : ''}.`,
    );
  }
  writer.gap(4);
  writer.text(`Questions about this document: write to ${tenant.name} quoting ${invoice.number}.`, { color: COLORS.muted, size: 8 });
  drawFooters(writer, `${title} · ${tenant.name}`);
  return doc.save();
};

type Facts = {
  tenantName: string;
  address: string;
  remitTo: string;
  locale: string;
  clientName: string;
  customerName: string | null;
  attention: string | null;
  attentionEmail: string | null;
  invoiceEmails: string[];
  billing: { address1: string; address2: string | null; city: string; stateProvince: string; postalCode: string; country: string } | null;
  replacesNumber: string | null;
};

/** The tenant, the client (or customer) billed with its billing address, contact and recipients, and the lines. */
const invoiceFacts = async (ctx: GraphQLContext, invoice: InvoiceRow) => {
  const { rows } = await ctx.db.query<Facts>(
    `SELECT t.name AS "tenantName", t.address, t.remit_to AS "remitTo", t.locale, c.display_name AS "clientName",
       cu.display_name AS "customerName", nullif(trim(concat_ws(' ', ct.first_name, ct.last_name)), '') AS attention,
       ct.email AS "attentionEmail", c.invoice_emails AS "invoiceEmails",
       CASE WHEN bl.id IS NULL THEN NULL ELSE json_build_object('address1', bl.address1, 'address2', bl.address2, 'city', bl.city,
         'stateProvince', bl.state_province, 'postalCode', bl.postal_code, 'country', bl.country) END AS billing,
       r.number AS "replacesNumber"
     FROM invoices i JOIN tenants t ON t.id = i.tenant_id
     JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
     LEFT JOIN customers cu ON cu.tenant_id = i.tenant_id AND cu.id = i.customer_id
     LEFT JOIN contacts ct ON ct.tenant_id = i.tenant_id AND ct.id = c.billing_contact_id AND ct.deleted_at IS NULL
     LEFT JOIN locations bl ON bl.tenant_id = i.tenant_id AND bl.id = c.billing_location_id AND bl.deleted_at IS NULL
     LEFT JOIN invoices r ON r.tenant_id = i.tenant_id AND r.id = i.replaces_id
     WHERE i.id = $1`,
    [invoice.id],
  );
  const lines = await ctx.db.query<InvoiceLineRow & { orderNumber: string | null; legNumber: string | null }>(
    `SELECT ${LINE_SELECT}, o.number AS "orderNumber", l.number AS "legNumber" FROM invoice_lines il
     LEFT JOIN orders o ON o.tenant_id = il.tenant_id AND o.id = il.order_id
     LEFT JOIN order_legs l ON l.tenant_id = il.tenant_id AND l.id = il.order_leg_id
     WHERE il.invoice_id = $1 ORDER BY il.position, il.id`,
    [invoice.id],
  );
  return { facts: rows[0], lines: lines.rows };
};

const billingAddress = (billing: Facts['billing']): string[] =>
  billing
    ? [
        billing.address1,
        billing.address2 ?? '',
        `${billing.city}, ${billing.stateProvince} ${billing.postalCode}`,
        billing.country === 'US' ? '' : billing.country,
      ].filter(Boolean)
    : [];

/** The client's billing recipients: its invoice addresses and its billing contact's, each once. */
const recipientsOf = (facts: Facts): string[] => {
  const seen = new Map<string, string>();
  for (const email of [...(facts.invoiceEmails ?? []), facts.attentionEmail])
    if (email?.includes('@') && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
};

/**
 * An issued invoice's (or a credit note's) PDF, in the request's transaction: rendered, stored as the invoice's
 * INVOICES file by content hash (the portal reads it through migration 048's policy), audited, and queued to the
 * client's billing recipients with the PDF attached; the outbox sends nothing unless the transaction commits
 * (server/mail/mailer.ts). Answers the file's id.
 */
export const makeInvoicePdf = async (ctx: GraphQLContext, actor: Actor, invoice: InvoiceRow): Promise<string> => {
  const { facts, lines } = await invoiceFacts(ctx, invoice);
  const bytes = await renderInvoicePdf({
    tenant: { name: facts.tenantName, address: facts.address, remitTo: facts.remitTo, locale: facts.locale },
    invoice: { ...invoice, replacesNumber: facts.replacesNumber },
    billTo: {
      name: facts.clientName,
      customerName: facts.customerName,
      attention: facts.attention,
      address: billingAddress(facts.billing),
    },
    lines,
  });
  const hash = await ctx.media.put(bytes);
  const credit = invoice.kind === 'CREDIT_NOTE';
  const fileName = `${invoice.number}.pdf`;
  const mediaId = randomUUID();
  await ctx.db.query(
    `INSERT INTO media (id, tenant_id, owner_kind, owner_id, category, file_name, mime_type, size, content_hash, created_by)
     VALUES ($1, $2, 'Invoice', $3, 'INVOICES', $4, 'application/pdf', $5, $6, $7)`,
    [mediaId, actor.tenantId, invoice.id, fileName, bytes.length, hash, actor.user.id],
  );
  const recipients = recipientsOf(facts);
  await auditAs(ctx, actor, {
    entityKind: 'Media',
    entityId: mediaId,
    action: 'CREATED',
    event: 'invoicePdf.create',
    after: { invoice: invoice.number, invoiceId: invoice.id, fileName, size: bytes.length, mailedTo: recipients },
  });
  const money = formatMoney(invoice.total, invoice.currency, facts.locale);
  for (const to of recipients)
    await queueMail(ctx.db, {
      to,
      subject: credit
        ? `Credit note ${invoice.number} from ${facts.tenantName} (invoice ${facts.replacesNumber ?? ''})`
        : `Invoice ${invoice.number} from ${facts.tenantName}: ${money} due ${formatDate(invoice.dueOn, facts.locale)}`,
      text: [
        credit
          ? `${facts.tenantName} credited invoice ${facts.replacesNumber ?? ''} to ${facts.clientName}: credit note ${invoice.number}, ${money}.`
          : `${facts.tenantName} issued invoice ${invoice.number} to ${facts.clientName} for ${money}, ` +
            `${PAYMENT_TERMS_LABEL[invoice.terms].toLowerCase()}, due ${formatDate(invoice.dueOn, facts.locale)}.`,
        ...(invoice.poNumber ? [`PO ${invoice.poNumber}.`] : []),
        `The ${credit ? 'credit note' : 'invoice'} is attached as a PDF.`,
        `— ${facts.tenantName}`,
      ].join('\n\n'),
      attachments: [{ fileName, contentType: 'application/pdf', hash }],
    });
  return mediaId;
};

const invoiceFiles = defineLoaders((db) => ({ filesByInvoice: mediaLoader(db, 'Invoice') }));

/** Invoice.pdf and PortalInvoice.pdf: the latest PDF of the invoice, null for a draft (row-level security decides who reads it). */
export const invoicePdf = async (ctx: GraphQLContext, invoiceId: string): Promise<MediaRow | null> =>
  (await invoiceFiles(ctx).filesByInvoice.load(invoiceId)).find((file) => file.category === 'INVOICES') ?? null;
