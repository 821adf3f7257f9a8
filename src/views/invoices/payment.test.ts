import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { paymentFormSchema } from '../../domain/schemas/invoices';
import { type PaymentDraft, paymentCandidate, paymentInput } from './payment';

const draft = (amount: string): PaymentDraft => ({ amount, receivedOn: '2026-12-06', method: 'CHECK', reference: ' 1042 ' });

/** What the form shows under each field after a submit (useForm's `check`). */
const errorsOf = (amount: string) => {
  const result = paymentFormSchema.safeParse(paymentCandidate(draft(amount)));
  return result.success ? {} : fieldErrors(result.error);
};

const target = { invoiceId: 'i1', clientId: 'c1', balance: 50_000 };

describe('the payment form', () => {
  it.each([
    ['', 'Enter the amount received.'],
    ['0', 'The amount must be more than zero.'],
    ['-12', 'The amount must be more than zero.'],
    ['abc', 'Enter the amount received.'],
    ['1.005', 'The amount must be a whole number of cents.'],
  ])('refuses %j with an error on the amount field', (amount, message) => {
    expect(errorsOf(amount)).toEqual({ amount: [message] });
  });

  it('sends the amount in minor units, applied to the invoice, with the key made when the form opened', () => {
    const payment = paymentFormSchema.parse(paymentCandidate(draft('$1,234.50')));
    expect(paymentInput(payment, target, 'key-1')).toEqual({
      key: 'key-1',
      clientId: 'c1',
      receivedOn: '2026-12-06',
      amount: 123_450,
      method: 'CHECK',
      reference: '1042',
      applications: [{ invoiceId: 'i1', amount: 50_000 }],
      asCredit: true,
    });
  });

  it('a partial payment is applied whole, with nothing kept as credit', () => {
    const payment = paymentFormSchema.parse(paymentCandidate(draft('200')));
    expect(paymentInput(payment, target, 'k')).toMatchObject({
      amount: 20_000,
      applications: [{ invoiceId: 'i1', amount: 20_000 }],
      asCredit: false,
    });
  });
});
