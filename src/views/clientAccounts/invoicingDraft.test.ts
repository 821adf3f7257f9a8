import { describe, expect, it } from 'vitest';
import { clientInvoicingSchema } from '../../domain/schemas/clientAccounts';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { invoicingDraft, invoicingErrors, invoicingInput, recipientsOf } from './invoicingDraft';

const stored = { paymentTerms: 'NET_30', invoiceFrequency: 'PER_ORDER', poRequired: false, invoiceEmails: [], taxExempt: false };

describe('the invoicing form', () => {
  it('sends no address when every address field is blank, and the recipients as a list', () => {
    const draft = { ...invoicingDraft(stored), invoiceEmails: 'ap@acme.com,\n\n ops@acme.com; ' };
    expect(invoicingInput(draft)).toMatchObject({
      billingAddress: null,
      billingContactId: null,
      invoiceEmails: ['ap@acme.com', 'ops@acme.com'],
    });
    expect(recipientsOf('')).toEqual([]);
  });

  it('sends whether each customer is invoiced on its own, false when never stored', () => {
    expect(invoicingInput(invoicingDraft(stored)).invoicePerCustomer).toBe(false);
    expect(invoicingInput(invoicingDraft({ ...stored, invoicePerCustomer: true })).invoicePerCustomer).toBe(true);
  });

  it('reads a stored address and recipients back into the draft', () => {
    const draft = invoicingDraft({
      ...stored,
      billingContact: { id: 'c1' },
      billingAddress: { address1: '1 Main St', city: 'Erie', stateProvince: 'PA', postalCode: '16501', country: 'US' },
      invoiceEmails: ['ap@acme.com', 'ops@acme.com'],
    });
    expect(draft).toMatchObject({
      billingContactId: 'c1',
      address1: '1 Main St',
      address2: '',
      invoiceEmails: 'ap@acme.com\nops@acme.com',
    });
    expect(invoicingInput(draft).billingAddress).toEqual({
      address1: '1 Main St',
      address2: '',
      city: 'Erie',
      stateProvince: 'PA',
      postalCode: '16501',
      country: 'US',
    });
  });

  it('shows each refused recipient by its address and the address errors on their fields', () => {
    const draft = { ...invoicingDraft(stored), invoiceEmails: 'ap@acme.com\nnope', city: 'Erie' };
    const result = clientInvoicingSchema.safeParse(invoicingInput(draft));
    expect(result.success).toBe(false);
    const errors = result.error ? invoicingErrors(fieldErrors(result.error), draft) : {};
    expect(errors).toEqual({
      invoiceEmails: ['nope: Each invoice recipient must be a valid email address.'],
      address1: ['The address field is required.'],
      stateProvince: ['The state or province field is required.'],
      postalCode: ['The postal code field is required.'],
    });
  });
});
