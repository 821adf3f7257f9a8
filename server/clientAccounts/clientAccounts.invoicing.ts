import { type BillingAddressValues, clientInvoicingSchema } from '../../src/domain/schemas/clientAccounts';
import { CLIENT_SELECT, type ClientRow } from '../directory/directory.rows';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, type Locked, lockRow, validateInput, writeColumns } from '../records/writes';
import { requireAccountManager } from './clientAccounts.access';
import { CLIENT_INVOICING_SELECT, type ClientInvoicingRow } from './clientAccounts.rows';

/**
 * How a client is invoiced (terms, per order or per period, PO numbers, recipients, billing contact and address, tax
 * exemption; the client's own invoices or one per customer), written at the client's version: the money areas read it when they invoice.
 */

export const CLIENT_ACCOUNTS: Locked = {
  table: 'clients',
  alias: 'c',
  select: CLIENT_SELECT,
  what: 'Client',
  kind: 'Clients',
  noun: 'client',
};

const invoicingOf = async (ctx: GraphQLContext, tenantId: string, clientId: string) =>
  (
    await ctx.db.query<ClientInvoicingRow>(`SELECT ${CLIENT_INVOICING_SELECT} FROM clients c WHERE c.tenant_id = $1 AND c.id = $2`, [
      tenantId,
      clientId,
    ])
  ).rows[0];

/** The client's BILLING location holds its billing address: edited in place, or made the first time. */
const writeBillingAddress = async (
  ctx: GraphQLContext,
  tenantId: string,
  client: ClientRow,
  locationId: string | null,
  address: BillingAddressValues,
): Promise<string> => {
  const values = [address.address1, address.address2, address.city, address.stateProvince, address.postalCode, address.country ?? 'US'];
  if (locationId) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `UPDATE locations SET address1 = $3, address2 = $4, city = $5, state_province = $6, postal_code = $7, country = $8,
         version = version + 1, updated_at = now()
       WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
      [tenantId, locationId, ...values],
    );
    if (rows[0]) return rows[0].id;
  }
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO locations (tenant_id, client_id, name, type, address1, address2, city, state_province, postal_code, country)
     VALUES ($1, $2, $3, 'BILLING', $4, $5, $6, $7, $8, $9) RETURNING id`,
    [tenantId, client.id, `${client.displayName} billing`, ...values],
  );
  return rows[0].id;
};

export const updateClientInvoicing = async (ctx: GraphQLContext, clientId: string, version: number, input: unknown) => {
  const who = requireAccountManager(ctx);
  const client = await lockRow<ClientRow & { version: number }>(ctx, who.tenantId, CLIENT_ACCOUNTS, clientId, version);
  const data = validateInput(clientInvoicingSchema, input);
  if (data.billingContactId) {
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM contacts WHERE tenant_id = $1 AND id = $2 AND client_id = $3 AND deleted_at IS NULL',
      [who.tenantId, data.billingContactId, clientId],
    );
    if (rows.length === 0) throw badUserInput({ 'input.billingContactId': ["The billing contact must be one of the client's contacts."] });
  }
  const before = await invoicingOf(ctx, who.tenantId, clientId);
  const billingLocationId = data.billingAddress
    ? await writeBillingAddress(ctx, who.tenantId, client, before.billingLocationId, data.billingAddress)
    : null;
  const after = await writeColumns<ClientRow>(
    ctx,
    who.tenantId,
    CLIENT_ACCOUNTS,
    { id: clientId, version },
    {
      payment_terms: data.paymentTerms,
      invoice_frequency: data.invoiceFrequency,
      invoice_per_customer: data.invoicePerCustomer,
      po_required: data.poRequired,
      billing_contact_id: data.billingContactId,
      billing_location_id: billingLocationId,
      invoice_emails: data.invoiceEmails,
      tax_exempt: data.taxExempt,
      tax_exempt_certificate: data.taxExemptCertificate,
      tax_exempt_until: data.taxExemptUntil,
    },
  );
  await auditWrite(ctx, who, CLIENT_ACCOUNTS, 'invoicing', clientId, {
    before,
    after: { ...(await invoicingOf(ctx, who.tenantId, clientId)), billingAddress: data.billingAddress },
  });
  return after;
};
