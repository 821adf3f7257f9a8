import type { BillingItemUnit, DocumentTarget, LineItemType, SettlementExpenseType } from '../../src/generated/enums';
import type { Locked } from '../records/writes';

// The admin catalogs as their SELECT lists produce them (camelCase; money in minor units), mapped by codegen.

/** What every catalog item has: its version, and retiredAt while it is retired. */
export type CatalogItemRow = { id: string; tenantId: string; retiredAt: Date | null; version: number; createdAt: Date; updatedAt: Date };

export type BillingItemRow = CatalogItemRow & {
  code: string;
  name: string;
  type: LineItemType;
  amount: number;
  unit: BillingItemUnit;
  ratePercent: number | null;
  stateProvince: string | null;
  taxable: boolean;
  ledgerAccount: string | null;
};

export type ExpenseItemRow = CatalogItemRow & {
  code: string;
  name: string;
  type: SettlementExpenseType;
  reimbursable: boolean;
  receiptRequired: boolean;
  ledgerAccount: string | null;
};

export type DocumentTypeRow = CatalogItemRow & {
  name: string;
  appliesTo: DocumentTarget[];
  retentionYears: number;
};

const itemSelect = (alias: string, columns: string) =>
  `${alias}.id, ${alias}.tenant_id AS "tenantId", ${columns}, ${alias}.retired_at AS "retiredAt", ${alias}.version,
   ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"`;

export const BILLING_ITEM_SELECT = itemSelect(
  'bi',
  `bi.code, bi.name, bi.type, bi.amount::int AS amount, bi.unit, bi.rate_percent::float8 AS "ratePercent",
   bi.state_province AS "stateProvince", bi.taxable, bi.ledger_account AS "ledgerAccount"`,
);
export const EXPENSE_ITEM_SELECT = itemSelect(
  'ei',
  `ei.code, ei.name, ei.type, ei.reimbursable, ei.receipt_required AS "receiptRequired", ei.ledger_account AS "ledgerAccount"`,
);
export const DOCUMENT_TYPE_SELECT = itemSelect('dt', `dt.name, dt.applies_to AS "appliesTo", dt.retention_years AS "retentionYears"`);

/**
 * What refers to an item of a catalog: rows of `table` whose `column` equals the item's `itemColumn`. An item some
 * row refers to is used: it can be retired, no longer deleted (docs/decisions.md#admin-catalogs-issue-29).
 */
export type CatalogUse = { table: string; column: string; itemColumn: string; one: string; many: string };

/** A catalog: its table as the records kit writes it (records/writes.ts), what refers to its items, how one is named. */
export type Catalog = Locked & { uses: readonly CatalogUse[]; label: 'code' | 'name' };

/**
 * Billing items are used once a quote or an order has a line of their type: pricing draws a line's amount from the
 * item of its type and stores the type, not the item (server/pricing/inputs.ts), so the type is what refers to it.
 */
export const BILLING_ITEM_USES: readonly CatalogUse[] = [
  { table: 'quote_line_items', column: 'type', itemColumn: 'type', one: 'quote line', many: 'quote lines' },
  { table: 'order_line_items', column: 'type', itemColumn: 'type', one: 'order line', many: 'order lines' },
  // A line added to an invoice by hand names its item (server/invoices/invoices.lines.ts).
  { table: 'invoice_lines', column: 'source_id', itemColumn: 'id', one: 'invoice line', many: 'invoice lines' },
  {
    table: 'party_billing_items',
    column: 'billing_item_id',
    itemColumn: 'id',
    one: "client's or customer's price",
    many: "clients' or customers' prices",
  },
];

/** Nothing refers to an expense item yet: settlements (money, a later issue) will, and list themselves here. */
export const EXPENSE_ITEM_USES: readonly CatalogUse[] = [];

/** A DOCUMENTS file filed under the type (media.document_type_id). */
export const DOCUMENT_TYPE_USES: readonly CatalogUse[] = [
  { table: 'media', column: 'document_type_id', itemColumn: 'id', one: 'file', many: 'files' },
];

export const BILLING_ITEMS: Catalog = {
  table: 'billing_items',
  alias: 'bi',
  select: BILLING_ITEM_SELECT,
  what: 'Billing item',
  kind: 'Billing items',
  noun: 'billingItem',
  uses: BILLING_ITEM_USES,
  label: 'code',
};
export const EXPENSE_ITEMS: Catalog = {
  table: 'expense_items',
  alias: 'ei',
  select: EXPENSE_ITEM_SELECT,
  what: 'Expense item',
  kind: 'Expense items',
  noun: 'expenseItem',
  uses: EXPENSE_ITEM_USES,
  label: 'code',
};
export const DOCUMENT_TYPES: Catalog = {
  table: 'document_types',
  alias: 'dt',
  select: DOCUMENT_TYPE_SELECT,
  what: 'Document type',
  kind: 'Document types',
  noun: 'documentType',
  uses: DOCUMENT_TYPE_USES,
  label: 'name',
};
