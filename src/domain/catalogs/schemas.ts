import * as z from 'zod';
import { BillingItemUnitValues } from '../../generated/enums/BillingItemUnit';
import { DocumentTargetValues } from '../../generated/enums/DocumentTarget';
import { LineItemTypeValues } from '../../generated/enums/LineItemType';
import { SettlementExpenseTypeValues } from '../../generated/enums/SettlementExpenseType';
import { countryOfRegion } from '../districts/regions';
import type { Role } from '../roles';
import { minorUnits } from '../schemas/money';
import { optionalText } from '../schemas/text';

/**
 * The admin catalogs' forms (issue 29): the same schemas check the form in the browser and the input on the server
 * (shaped as the GraphQL inputs BillingItemInput, ExpenseItemInput, DocumentTypeInput).
 */

/** The catalogs are ADMIN's, to read and to write (docs/access.md#areas). */
export const CATALOG_ROLES: readonly Role[] = ['ADMIN'];

export const LEDGER_ACCOUNT_MAX = 60;
export const RETENTION_YEARS_MAX = 99;

const filled = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** A code people type on lines and in exports: upper-cased, letters, digits, dashes and underscores. */
const itemCode = filled('code', 30)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'The code may contain letters, digits, dashes and underscores only.'));

const flag = (field: string) => z.boolean({ error: `The ${field} field must be true or false.` });

const ledgerAccount = optionalText(LEDGER_ACCOUNT_MAX, 'ledger account');

export const billingItemInputSchema = z
  .object({
    code: itemCode,
    name: filled('name', 100),
    type: z.enum(LineItemTypeValues, { error: 'The type field is required.' }),
    amount: minorUnits('default price')
      .nullish()
      .transform((value) => value ?? null),
    unit: z.enum(BillingItemUnitValues, { error: 'The unit field is required.' }),
    ratePercent: z
      .number({ error: 'The percent must be a number.' })
      .min(0, 'The percent may not be negative.')
      .max(100, 'The percent may not be greater than 100.')
      .refine((value) => Math.round(value * 1000) === value * 1000, 'The percent may have at most three decimals.')
      .nullish()
      .transform((value) => value ?? null),
    stateProvince: optionalText(2, 'state or province')
      .transform((value) => value?.toUpperCase() ?? null)
      .refine(
        (value) => value === null || countryOfRegion(value) !== null,
        'Give a US state or Canadian province by its two letters (TX, ON).',
      ),
    taxable: flag('taxable'),
    ledgerAccount,
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const percent = value.unit === 'PERCENT';
    if (value.type === 'TAX' && !percent) issue('unit', 'A tax is a percent.');
    if (percent && value.type !== 'TAX' && value.type !== 'DISCOUNT') issue('unit', 'Only a tax or a discount is a percent.');
    if (percent && value.ratePercent === null) issue('ratePercent', 'Give the percent.');
    if (!percent && value.ratePercent !== null) issue('ratePercent', 'Only a percent item has a percent.');
    if (!percent && value.amount === null) issue('amount', 'The default price field is required.');
    if (percent && value.amount !== null && value.amount !== 0) issue('amount', 'A percent item has no price of its own.');
    if (value.type !== 'TAX' && value.stateProvince !== null) issue('stateProvince', 'Only a tax applies to a state or province.');
  })
  .transform((value) => ({ ...value, amount: value.amount ?? 0 }));
export type BillingItemInputValues = z.output<typeof billingItemInputSchema>;

export const expenseItemInputSchema = z.object({
  code: itemCode,
  name: filled('name', 100),
  type: z.enum(SettlementExpenseTypeValues, { error: 'The type field is required.' }),
  reimbursable: flag('reimbursable'),
  receiptRequired: flag('receipt required'),
  ledgerAccount,
});
export type ExpenseItemInputValues = z.output<typeof expenseItemInputSchema>;

export const documentTypeInputSchema = z.object({
  name: filled('name', 100),
  appliesTo: z
    .array(z.enum(DocumentTargetValues, { error: 'The selected record is invalid.' }), { error: 'The applies to field must be a list.' })
    .transform((value) => DocumentTargetValues.filter((target) => value.includes(target)))
    .refine((value) => value.length > 0, 'Choose at least one kind of record it applies to.'),
  retentionYears: z
    .number({ error: 'The retention field is required.' })
    .int('The retention must be a whole number of years.')
    .min(1, 'Keep it at least 1 year.')
    .max(RETENTION_YEARS_MAX, `Keep it at most ${RETENTION_YEARS_MAX} years.`),
});
export type DocumentTypeInputValues = z.output<typeof documentTypeInputSchema>;
