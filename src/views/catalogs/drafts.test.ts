import { describe, expect, it } from 'vitest';
import { billingItemInputSchema, documentTypeInputSchema, expenseItemInputSchema } from '../../domain/catalogs/schemas';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { billingDraft, billingInput, documentDraft, documentInput, expenseDraft } from './drafts';

/** The field errors the form shows for a draft, as the shared schema words them (none when it passes). */
const errorsOf = <T>(schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: T) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('the billing item form', () => {
  const draft = { ...billingDraft(null), code: 'tt', name: 'Tag and title', type: 'TAG_AND_TITLE', amount: '95.00' };

  it('sends the price in minor units and the code upper-cased', () => {
    const parsed = billingItemInputSchema.parse(billingInput(draft));
    expect(parsed).toMatchObject({ code: 'TT', amount: 9500, unit: 'EACH', ratePercent: null, stateProvince: null, taxable: true });
  });

  it('a tax is a percent of a state or province, with no price of its own', () => {
    const tax = billingInput({
      ...draft,
      code: 'TAX-NY',
      type: 'TAX',
      unit: 'PERCENT',
      ratePercent: '8.875',
      stateProvince: 'ny',
      amount: '12',
    });
    expect(billingItemInputSchema.parse(tax)).toMatchObject({ amount: 0, ratePercent: 8.875, stateProvince: 'NY' });
    expect(errorsOf(billingItemInputSchema, billingInput({ ...draft, type: 'TAX', unit: 'EACH' }))).toEqual({
      unit: ['A tax is a percent.'],
    });
    expect(errorsOf(billingItemInputSchema, billingInput({ ...draft, type: 'TAX', unit: 'PERCENT', ratePercent: '' }))).toEqual({
      ratePercent: ['Give the percent.'],
    });
  });

  it('shows what is wrong by the field it belongs to', () => {
    expect(errorsOf(billingItemInputSchema, billingInput({ ...billingDraft(null), amount: '12.345' }))).toEqual({
      code: ['The code field is required.'],
      name: ['The name field is required.'],
      type: ['The type field is required.'],
      amount: ['The default price must be a whole number of cents.'],
    });
    expect(errorsOf(billingItemInputSchema, billingInput({ ...draft, amount: '' }))).toEqual({
      amount: ['The default price field is required.'],
    });
    expect(errorsOf(billingItemInputSchema, billingInput({ ...draft, code: 'T T' }))).toEqual({
      code: ['The code may contain letters, digits, dashes and underscores only.'],
    });
  });
});

describe('the expense item form', () => {
  it('starts reimbursable with a receipt, and needs a code, a name and a type', () => {
    expect(expenseDraft(null)).toMatchObject({ reimbursable: true, receiptRequired: true });
    expect(Object.keys(errorsOf(expenseItemInputSchema, expenseDraft(null)))).toEqual(['code', 'name', 'type']);
    expect(errorsOf(expenseItemInputSchema, { ...expenseDraft(null), code: 'FUEL', name: 'Fuel', type: 'FUEL' })).toEqual({});
  });
});

describe('the document type form', () => {
  it('needs at least one record and 1 to 99 years', () => {
    expect(errorsOf(documentTypeInputSchema, documentInput({ ...documentDraft(null), name: 'Gate pass' }))).toEqual({
      appliesTo: ['Choose at least one kind of record it applies to.'],
    });
    expect(
      errorsOf(documentTypeInputSchema, documentInput({ name: 'Gate pass', appliesTo: ['ORDER_LEG'], retentionYears: '120' })),
    ).toEqual({
      retentionYears: ['Keep it at most 99 years.'],
    });
    expect(
      errorsOf(documentTypeInputSchema, documentInput({ name: 'Gate pass', appliesTo: ['ORDER_LEG'], retentionYears: '1.5' })),
    ).toEqual({
      retentionYears: ['The retention must be a whole number of years.'],
    });
  });
});
