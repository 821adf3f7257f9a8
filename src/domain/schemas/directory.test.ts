import { describe, expect, it } from 'vitest';
import { clientInputSchema, customerInputSchema } from './directory';
import { fieldErrors } from './fieldErrors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : {};

describe('clientInputSchema', () => {
  it('trims, upper-cases the code and turns blanks into null', () => {
    expect(
      clientInputSchema.parse({ displayName: '  Acme Fleet ', code: ' acme-1 ', billingName: ' ', billingEmail: '', billingPhone: null }),
    ).toEqual({ displayName: 'Acme Fleet', code: 'ACME-1', billingName: null, billingEmail: null, billingPhone: null });
    expect(clientInputSchema.parse({ displayName: 'Acme' })).toEqual({
      displayName: 'Acme',
      code: null,
      billingName: null,
      billingEmail: null,
      billingPhone: null,
    });
  });

  it('answers field errors in the Laravel wording', () => {
    expect(errorsOf(clientInputSchema.safeParse({ displayName: ' ', code: 'a b', billingEmail: 'nope' }))).toEqual({
      displayName: ['The display name field is required.'],
      code: ['The code may contain only letters, digits, dashes and underscores.'],
      billingEmail: ['The billing email must be a valid email address.'],
    });
    expect(errorsOf(clientInputSchema.safeParse({ displayName: 'x'.repeat(256), code: 'A'.repeat(21) }))).toEqual({
      displayName: ['The display name may not be greater than 255 characters.'],
      code: ['The code may not be greater than 20 characters.'],
    });
  });
});

describe('customerInputSchema', () => {
  it('needs a client and a display name', () => {
    expect(errorsOf(customerInputSchema.safeParse({ clientId: '', displayName: '' }))).toEqual({
      clientId: ['The client field is required.'],
      displayName: ['The display name field is required.'],
    });
    expect(customerInputSchema.parse({ clientId: 'c1', displayName: 'Acme Airport', code: 'ac-ap' })).toEqual({
      clientId: 'c1',
      displayName: 'Acme Airport',
      code: 'AC-AP',
    });
  });
});
