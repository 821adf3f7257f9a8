import type { InvoiceFrequency, PaymentTerms, TransportMethod, VehicleClass } from '../../src/generated/enums';
import type { Locked } from '../records/writes';

// Client accounts as their SELECT lists produce them (camelCase; money in minor units), mapped by codegen.

/** The party a contact, a rate or a price belongs to: a client, a customer, or neither (the tenant's default rates). */
export type Party = { clientId: string | null; customerId: string | null };

export type TariffRateRow = Party & {
  id: string;
  tenantId: string;
  transportMethod: TransportMethod;
  vehicleClass: VehicleClass | null;
  distanceFrom: number;
  distanceTo: number | null;
  ratePerZone: number;
  minimum: number;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  inForce: boolean;
  version: number;
  updatedAt: Date;
};

/** `tr`: tariff_rates; `inForce` against the tenant's today (app_today). */
export const TARIFF_RATE_SELECT = `tr.id, tr.tenant_id AS "tenantId", tr.client_id AS "clientId", tr.customer_id AS "customerId",
  tr.transport_method AS "transportMethod", tr.vehicle_class AS "vehicleClass", tr.distance_from::float8 AS "distanceFrom",
  tr.distance_to::float8 AS "distanceTo", tr.rate_per_zone::int AS "ratePerZone", tr.minimum::int AS minimum,
  to_char(tr.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", to_char(tr.effective_to, 'YYYY-MM-DD') AS "effectiveTo",
  (coalesce(tr.effective_from <= app_today(), true) AND coalesce(tr.effective_to >= app_today(), true)) AS "inForce",
  tr.version, tr.updated_at AS "updatedAt"`;

/** A party's rates in the order the editor lists them. */
export const TARIFF_RATE_ORDER = `tr.transport_method, tr.vehicle_class NULLS FIRST, tr.distance_from, tr.effective_from NULLS FIRST, tr.id`;

export const TARIFF_RATES: Locked = {
  table: 'tariff_rates',
  alias: 'tr',
  select: TARIFF_RATE_SELECT,
  what: 'Tariff rate',
  kind: 'Tariff rates',
  noun: 'tariffRate',
};

export type PartyBillingItemRow = Party & {
  id: string;
  tenantId: string;
  billingItemId: string;
  amount: number | null;
  autoAdd: boolean;
  version: number;
};

/** `pb`: party_billing_items. */
export const PARTY_BILLING_ITEM_SELECT = `pb.id, pb.tenant_id AS "tenantId", pb.client_id AS "clientId", pb.customer_id AS "customerId",
  pb.billing_item_id AS "billingItemId", pb.amount::int AS amount, pb.auto_add AS "autoAdd", pb.version`;

export const PARTY_BILLING_ITEMS: Locked = {
  table: 'party_billing_items',
  alias: 'pb',
  select: PARTY_BILLING_ITEM_SELECT,
  what: 'Billing item price',
  kind: 'Billing item prices',
  noun: 'partyBillingItem',
};

export type ClientInvoicingRow = {
  clientId: string;
  paymentTerms: PaymentTerms;
  invoiceFrequency: InvoiceFrequency;
  invoicePerCustomer: boolean;
  poRequired: boolean;
  billingContactId: string | null;
  billingLocationId: string | null;
  invoiceEmails: string[];
  taxExempt: boolean;
  taxExemptCertificate: string | null;
  taxExemptUntil: string | null;
};

/** `c`: clients. */
export const CLIENT_INVOICING_SELECT = `c.id AS "clientId", c.payment_terms AS "paymentTerms", c.invoice_frequency AS "invoiceFrequency",
  c.invoice_per_customer AS "invoicePerCustomer", c.po_required AS "poRequired", c.billing_contact_id AS "billingContactId", c.billing_location_id AS "billingLocationId",
  c.invoice_emails AS "invoiceEmails", c.tax_exempt AS "taxExempt", c.tax_exempt_certificate AS "taxExemptCertificate",
  to_char(c.tax_exempt_until, 'YYYY-MM-DD') AS "taxExemptUntil"`;

/** Legs still to finish: an order is open while one of its legs is in none of these statuses. */
export const CLOSED_LEG_STATUSES = ['ABORTED', 'CANCELLED', 'DELIVERED', 'DRIVER_PAID', 'INVOICED'];
export const OPEN_ORDER_SQL = `o.deleted_at IS NULL AND NOT (o.leg_statuses <@ ARRAY['${CLOSED_LEG_STATUSES.join("','")}']::text[])`;
