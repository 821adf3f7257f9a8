import type { FieldErrors } from '../../domain/schemas/fieldErrors';

/** The invoicing form's draft: ClientInvoicingInput as typed (the address flat, the recipients one per line). */
export type InvoicingDraft = {
  paymentTerms: string;
  invoiceFrequency: string;
  invoicePerCustomer: boolean;
  poRequired: boolean;
  billingContactId: string;
  address1: string;
  address2: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  invoiceEmails: string;
  taxExempt: boolean;
  taxExemptCertificate: string;
  taxExemptUntil: string;
};

export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'stateProvince', 'postalCode', 'country'] as const;

type Stored = {
  paymentTerms: string;
  invoiceFrequency: string;
  invoicePerCustomer?: boolean | null;
  poRequired: boolean;
  billingContact?: { id: string } | null;
  billingAddress?: { [Field in (typeof ADDRESS_FIELDS)[number]]?: string | null } | null;
  invoiceEmails: readonly string[];
  taxExempt: boolean;
  taxExemptCertificate?: string | null;
  taxExemptUntil?: string | null;
};

export const invoicingDraft = (stored: Stored): InvoicingDraft => ({
  paymentTerms: stored.paymentTerms,
  invoiceFrequency: stored.invoiceFrequency,
  invoicePerCustomer: stored.invoicePerCustomer ?? false,
  poRequired: stored.poRequired,
  billingContactId: stored.billingContact?.id ?? '',
  ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, stored.billingAddress?.[field] ?? ''])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >),
  invoiceEmails: stored.invoiceEmails.join('\n'),
  taxExempt: stored.taxExempt,
  taxExemptCertificate: stored.taxExemptCertificate ?? '',
  taxExemptUntil: stored.taxExemptUntil ?? '',
});

/** The recipients typed one per line (or separated by commas or semicolons), blanks dropped. */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

/** The input the schema checks: no address when every address field is blank. */
export const invoicingInput = (draft: InvoicingDraft) => {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, draft[field]]));
  const addressGiven = ADDRESS_FIELDS.some((field) => draft[field].trim() !== '');
  return {
    paymentTerms: draft.paymentTerms,
    invoiceFrequency: draft.invoiceFrequency,
    invoicePerCustomer: draft.invoicePerCustomer,
    poRequired: draft.poRequired,
    billingContactId: draft.billingContactId || null,
    billingAddress: addressGiven ? address : null,
    invoiceEmails: recipientsOf(draft.invoiceEmails),
    taxExempt: draft.taxExempt,
    taxExemptCertificate: draft.taxExemptCertificate,
    taxExemptUntil: draft.taxExemptUntil,
  };
};

/**
 * The errors as the form's fields are named: `billingAddress.city` is the city field's, and each recipient's error
 * (`invoiceEmails.2`) joins the recipients field's, naming the address refused.
 */
export const invoicingErrors = (errors: FieldErrors, draft: InvoicingDraft): FieldErrors => {
  const recipients = recipientsOf(draft.invoiceEmails);
  const shown: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    shown[field] = [...(shown[field] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const recipient = /^invoiceEmails\.(\d+)$/.exec(key);
    if (recipient)
      add(
        'invoiceEmails',
        messages.map((message) => `${recipients[Number(recipient[1])] ?? 'A recipient'}: ${message}`),
      );
    else if (key.startsWith('billingAddress.')) add(key.slice('billingAddress.'.length), messages);
    else add(key, messages);
  }
  return shown;
};
