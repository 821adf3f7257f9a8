import { describe, expect, it } from 'vitest';
import { clientInvoicingSchema, contactInputSchema, MAX_INVOICE_EMAILS } from './clientAccounts';
import { fieldErrors } from './fieldErrors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : {};

const invoicing = {
  paymentTerms: 'NET_30',
  invoiceFrequency: 'MONTHLY',
  poRequired: true,
  invoiceEmails: [],
  taxExempt: false,
};

describe('contactInputSchema', () => {
  it('trims, lower-cases the email and turns blanks into null', () => {
    expect(
      contactInputSchema.parse({
        type: 'PRIMARY',
        firstName: ' Ana ',
        lastName: '',
        email: ' Ana@Example.COM ',
        phone: ' 555-0100 ',
        phoneExt: '',
      }),
    ).toEqual({
      type: 'PRIMARY',
      firstName: 'Ana',
      lastName: null,
      title: null,
      email: 'ana@example.com',
      phone: '555-0100',
      phoneExt: null,
      mobilePhone: null,
      fax: null,
    });
  });

  it('takes an email without a name', () => {
    expect(contactInputSchema.safeParse({ type: 'ALTERNATE', email: 'billing@example.com' }).success).toBe(true);
  });

  it('needs a name or an email, a known type and a valid email', () => {
    expect(errorsOf(contactInputSchema.safeParse({ type: 'PRIMARY', firstName: ' ', title: 'Fleet manager' }))).toEqual({
      lastName: ['A contact needs a name or an email.'],
    });
    expect(errorsOf(contactInputSchema.safeParse({ type: 'BOSS', lastName: 'Ng', email: 'nope', phoneExt: '1'.repeat(11) }))).toEqual({
      type: ['The selected contact type is invalid.'],
      email: ['The email must be a valid email address.'],
      phoneExt: ['The extension may not be greater than 10 characters.'],
    });
  });
});

describe('clientInvoicingSchema', () => {
  it('trims, lower-cases and de-duplicates the recipients; blanks become null', () => {
    expect(
      clientInvoicingSchema.parse({
        ...invoicing,
        billingContactId: '',
        invoiceEmails: [' AP@Acme.com', 'ap@acme.com ', 'ops@acme.com'],
        taxExemptCertificate: ' ',
        taxExemptUntil: '',
      }),
    ).toEqual({
      ...invoicing,
      billingContactId: null,
      billingAddress: null,
      invoicePerCustomer: false,
      invoiceEmails: ['ap@acme.com', 'ops@acme.com'],
      taxExemptCertificate: null,
      taxExemptUntil: null,
    });
  });

  it('checks the billing address and upper-cases its country', () => {
    const address = { address1: '1 Main St', city: 'Erie', stateProvince: 'PA', postalCode: '16501', country: 'us' };
    expect(clientInvoicingSchema.parse({ ...invoicing, billingAddress: address }).billingAddress).toEqual({
      ...address,
      address2: null,
      country: 'US',
    });
    expect(errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, billingAddress: { address1: ' ', city: 'Erie' } }))).toEqual({
      'billingAddress.address1': ['The address field is required.'],
      'billingAddress.stateProvince': ['The state or province field is required.'],
      'billingAddress.postalCode': ['The postal code field is required.'],
    });
  });

  it('names each bad recipient and refuses more than the limit', () => {
    expect(errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, invoiceEmails: ['ap@acme.com', 'not an email'] }))).toEqual({
      'invoiceEmails.1': ['Each invoice recipient must be a valid email address.'],
    });
    const many = Array.from({ length: MAX_INVOICE_EMAILS + 1 }, (_, index) => `ap${index}@acme.com`);
    expect(errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, invoiceEmails: many }))).toEqual({
      invoiceEmails: [`At most ${MAX_INVOICE_EMAILS} invoice recipients.`],
    });
  });

  it('needs a certificate when tax exempt, and a real day for its expiry', () => {
    expect(errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, taxExempt: true, taxExemptUntil: '2027-02-30' }))).toEqual({
      taxExemptUntil: ['The certificate expiry must be a valid date (YYYY-MM-DD).'],
      taxExemptCertificate: ['The tax exemption certificate field is required when the client is tax exempt.'],
    });
    expect(
      clientInvoicingSchema.parse({ ...invoicing, taxExempt: true, taxExemptCertificate: 'EX-123', taxExemptUntil: '2027-06-30' }),
    ).toMatchObject({ taxExempt: true, taxExemptCertificate: 'EX-123', taxExemptUntil: '2027-06-30' });
  });

  it('invoices the client unless told to invoice each customer on its own', () => {
    expect(clientInvoicingSchema.parse(invoicing).invoicePerCustomer).toBe(false);
    expect(clientInvoicingSchema.parse({ ...invoicing, invoicePerCustomer: true }).invoicePerCustomer).toBe(true);
    expect(errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, invoicePerCustomer: 'yes' }))).toEqual({
      invoicePerCustomer: ['The invoice per customer field must be true or false.'],
    });
  });

  it('refuses unknown terms and a malformed contact id', () => {
    expect(
      errorsOf(clientInvoicingSchema.safeParse({ ...invoicing, paymentTerms: 'NET_5', invoiceFrequency: 'DAILY', billingContactId: 'x' })),
    ).toEqual({
      paymentTerms: ['The selected payment terms is invalid.'],
      invoiceFrequency: ['The selected invoice frequency is invalid.'],
      billingContactId: ['The selected billing contact is invalid.'],
    });
  });
});
