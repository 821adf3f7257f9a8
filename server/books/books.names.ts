import type { PaymentTerms } from '../../src/generated/enums';

// How the files name customers, vendors and terms the way QuickBooks reads them.

/** A colon makes a QuickBooks sub-customer ("Client:Job"), so a name's own colons become dashes. */
export const qbName = (name: string) => name.replace(/:/g, '-').trim();

/** The books' customer: the client, or "Client:Customer" (a sub-customer) when the invoice bills one of its customers. */
export const customerOf = (facts: { clientName: string; customerName: string | null }) =>
  facts.customerName ? `${qbName(facts.clientName)}:${qbName(facts.customerName)}` : qbName(facts.clientName);

/** Terms as QuickBooks names them ("Net 30", "Due on receipt"). */
export const qbTerms = (terms: PaymentTerms) => (terms === 'DUE_ON_RECEIPT' ? 'Due on receipt' : terms.replace(/^NET_(\d+)$/, 'Net $1'));
