import type { BillingItemUnit } from '@/generated/enums/BillingItemUnit';
import type { DocumentTarget } from '@/generated/enums/DocumentTarget';
import type { BillingItems_ItemFragment, DocumentTypes_TypeFragment, ExpenseItems_ItemFragment } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';

/**
 * The catalog forms' drafts: what each form starts from (a new item, or the item edited) and the input it sends, which
 * the shared schema (src/domain/catalogs/schemas.ts) checks in the browser and again on the server.
 */

export type BillingDraft = {
  code: string;
  name: string;
  type: string;
  amount: string;
  unit: string;
  ratePercent: string;
  stateProvince: string;
  taxable: boolean;
  ledgerAccount: string;
};

export const billingDraft = (item: BillingItems_ItemFragment | null): BillingDraft => ({
  code: item?.code ?? '',
  name: item?.name ?? '',
  type: item?.type ?? '',
  amount: item && item.unit !== 'PERCENT' ? majorText(item.amount) : '',
  unit: item?.unit ?? 'EACH',
  ratePercent: item?.ratePercent === null || item?.ratePercent === undefined ? '' : String(item.ratePercent),
  stateProvince: item?.stateProvince ?? '',
  taxable: item?.taxable ?? true,
  ledgerAccount: item?.ledgerAccount ?? '',
});

/** A number typed in a field: blank is null (the schema says what is missing), anything else as Number reads it. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The BillingItemInput of a draft: a percent item (a tax) sends its percent and no price; the price is typed in major units. */
export const billingInput = (draft: BillingDraft) => {
  const percent = draft.unit === 'PERCENT';
  return {
    code: draft.code,
    name: draft.name,
    type: draft.type,
    amount: percent ? null : (minorOf(draft.amount) ?? null),
    unit: draft.unit as BillingItemUnit,
    ratePercent: percent ? numberOf(draft.ratePercent) : null,
    stateProvince: draft.type === 'TAX' ? draft.stateProvince : null,
    taxable: draft.taxable,
    ledgerAccount: draft.ledgerAccount,
  };
};

export type ExpenseDraft = {
  code: string;
  name: string;
  type: string;
  reimbursable: boolean;
  receiptRequired: boolean;
  ledgerAccount: string;
};

export const expenseDraft = (item: ExpenseItems_ItemFragment | null): ExpenseDraft => ({
  code: item?.code ?? '',
  name: item?.name ?? '',
  type: item?.type ?? '',
  reimbursable: item?.reimbursable ?? true,
  receiptRequired: item?.receiptRequired ?? true,
  ledgerAccount: item?.ledgerAccount ?? '',
});

export type DocumentDraft = { name: string; appliesTo: DocumentTarget[]; retentionYears: string };

export const documentDraft = (type: DocumentTypes_TypeFragment | null): DocumentDraft => ({
  name: type?.name ?? '',
  appliesTo: type?.appliesTo ?? [],
  retentionYears: type ? String(type.retentionYears) : '7',
});

export const documentInput = (draft: DocumentDraft) => ({
  name: draft.name,
  appliesTo: draft.appliesTo,
  retentionYears: numberOf(draft.retentionYears),
});
