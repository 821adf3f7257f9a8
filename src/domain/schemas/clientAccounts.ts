import * as z from 'zod';
import { isCalendarDay } from '../dates';
import { ContactTypeValues } from '../../generated/enums/ContactType';
import { InvoiceFrequencyValues } from '../../generated/enums/InvoiceFrequency';
import { PaymentTermsValues } from '../../generated/enums/PaymentTerms';
import { optionalText } from './text';

/**
 * A client's or customer's contact and a client's invoicing terms: the same schemas check the form in the browser
 * and the input on the server, shaped as the GraphQL inputs ContactInput and ClientInvoicingInput.
 */

export const MAX_INVOICE_EMAILS = 20;
export const TAX_CERTIFICATE_MAX = 60;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const choice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The selected ${field} is invalid.` });

const required = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** Addresses are compared and mailed in lower case; blank → null. */
const optionalEmail = (field: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(255, `The ${field} may not be greater than 255 characters.`)
    .email(`The ${field} must be a valid email address.`)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null);

export const contactInputSchema = z
  .object({
    type: choice(ContactTypeValues, 'contact type'),
    firstName: optionalText(100, 'first name'),
    lastName: optionalText(100, 'last name'),
    title: optionalText(100, 'title'),
    email: optionalEmail('email'),
    phone: optionalText(40, 'phone'),
    phoneExt: optionalText(10, 'extension'),
    mobilePhone: optionalText(40, 'mobile phone'),
    fax: optionalText(40, 'fax'),
  })
  .superRefine((contact, context) => {
    if (!contact.firstName && !contact.lastName && !contact.email)
      context.addIssue({ code: 'custom', path: ['lastName'], message: 'A contact needs a name or an email.' });
  });

export const billingAddressInputSchema = z.object({
  address1: required('address', 255),
  address2: optionalText(255, 'address line 2'),
  city: required('city', 100),
  stateProvince: required('state or province', 50),
  postalCode: required('postal code', 12),
  country: optionalText(2, 'country').transform((value) => (value ? value.toUpperCase() : null)),
});

const invoiceEmail = z
  .string({ error: 'Each invoice recipient must be a valid email address.' })
  .trim()
  .toLowerCase()
  .max(255, 'An invoice recipient may not be greater than 255 characters.')
  .email('Each invoice recipient must be a valid email address.');

export const clientInvoicingSchema = z
  .object({
    paymentTerms: choice(PaymentTermsValues, 'payment terms'),
    invoiceFrequency: choice(InvoiceFrequencyValues, 'invoice frequency'),
    invoicePerCustomer: z
      .boolean({ error: 'The invoice per customer field must be true or false.' })
      .nullish()
      .transform((value) => value ?? false),
    poRequired: z.boolean({ error: 'The PO required field must be true or false.' }),
    billingContactId: z
      .string()
      .regex(ID, 'The selected billing contact is invalid.')
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    billingAddress: billingAddressInputSchema.nullish().transform((value) => value ?? null),
    invoiceEmails: z
      .array(invoiceEmail, { error: 'The invoice recipients must be a list.' })
      .max(MAX_INVOICE_EMAILS, `At most ${MAX_INVOICE_EMAILS} invoice recipients.`)
      .transform((emails) => [...new Set(emails)]),
    taxExempt: z.boolean({ error: 'The tax exempt field must be true or false.' }),
    taxExemptCertificate: optionalText(TAX_CERTIFICATE_MAX, 'tax exemption certificate'),
    taxExemptUntil: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isCalendarDay(value), 'The certificate expiry must be a valid date (YYYY-MM-DD).'),
  })
  .superRefine((invoicing, context) => {
    if (invoicing.taxExempt && !invoicing.taxExemptCertificate)
      context.addIssue({
        code: 'custom',
        path: ['taxExemptCertificate'],
        message: 'The tax exemption certificate field is required when the client is tax exempt.',
      });
  });

export type ContactInputValues = z.output<typeof contactInputSchema>;
export type BillingAddressValues = z.output<typeof billingAddressInputSchema>;
export type ClientInvoicingValues = z.output<typeof clientInvoicingSchema>;
