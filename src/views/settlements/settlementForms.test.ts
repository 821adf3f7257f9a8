import { describe, expect, it } from 'vitest';
import {
  createSettlementsInput,
  deductionInput,
  formFailure,
  legRefusals,
  paymentInput,
  periodCovering,
  receiptsInReviewOrder,
  reimbursableReceipts,
} from './settlementForms';

const draft = { periodFrom: '2026-11-01', periodTo: '2026-11-30', payeeKind: '' as const, payeeId: '' };

describe('creating settlements', () => {
  it('asks for every payee, one payee, or named legs', () => {
    expect(createSettlementsInput(draft)).toEqual({
      input: { periodFrom: '2026-11-01', periodTo: '2026-11-30', payee: null, legIds: null },
    });
    expect(createSettlementsInput({ ...draft, payeeKind: 'DRIVER', payeeId: 'd1' })).toMatchObject({
      input: { payee: { kind: 'DRIVER', id: 'd1' } },
    });
    expect(createSettlementsInput(draft, ['l1', 'l2'])).toMatchObject({ input: { legIds: ['l1', 'l2'] } });
  });

  it('refuses a period that is no period, or a payee kind without its payee, before any request', () => {
    expect(createSettlementsInput({ ...draft, periodFrom: '', periodTo: '2026-10-31' })).toEqual({
      errors: { periodFrom: ['Enter the first day of the period.'] },
    });
    expect(createSettlementsInput({ ...draft, periodTo: '2026-10-31' })).toEqual({
      errors: { periodTo: ['The period cannot end before it starts.'] },
    });
    expect(createSettlementsInput({ ...draft, payeeKind: 'TRUCKING_COMPANY' })).toEqual({
      errors: { 'payee.id': ['Choose the payee, or every payee.'] },
    });
  });

  it("puts the server's refusals of named legs on their legs", () => {
    expect(
      legRefusals({ 'legIds.1': ['O-100001-2 has nobody to pay.'], periodTo: ['The period ends before it starts.'] }, ['l1', 'l2']),
    ).toEqual({ byLeg: { l2: ['O-100001-2 has nobody to pay.'] }, other: ['The period ends before it starts.'] });
  });

  it('offers a period from the oldest delivery shown to today', () => {
    expect(periodCovering(['2026-11-20', null, '2026-10-02'], '2026-12-06')).toEqual({ periodFrom: '2026-10-02', periodTo: '2026-12-06' });
    expect(periodCovering([], '2026-12-06')).toEqual({ periodFrom: '2026-12-06', periodTo: '2026-12-06' });
  });
});

describe("a settlement's forms", () => {
  const settlement = { id: 's1', version: 3 };

  it('sends a deduction in minor units with the version, or says what is missing', () => {
    expect(deductionInput({ kind: 'ADVANCE', description: ' Advance of Nov 3 ', amount: '1,250.50' }, settlement)).toEqual({
      input: { settlementId: 's1', version: 3, kind: 'ADVANCE', description: 'Advance of Nov 3', amount: 125_050 },
    });
    expect(deductionInput({ kind: '', description: '', amount: '12.345' }, settlement)).toEqual({
      errors: {
        kind: ['Choose what the deduction recovers.'],
        description: ['Say what the deduction is for.'],
        amount: ['The amount must be in whole cents.'],
      },
    });
  });

  it("sends a payment with the form's key and no empty reference", () => {
    expect(paymentInput({ type: 'DRIVER_PAY', amount: '310', paidOn: '2026-12-06', reference: ' ' }, 's1', 'k1')).toEqual({
      input: { key: 'k1', settlementId: 's1', type: 'DRIVER_PAY', amount: 31_000, paidOn: '2026-12-06', reference: null },
    });
    expect(paymentInput({ type: 'BONUS', amount: '-5', paidOn: '', reference: '' }, 's1', 'k1')).toEqual({
      errors: {
        type: ['Choose the payment type.'],
        paidOn: ['Enter the day it was paid.'],
        amount: ['The amount must be a positive amount of money.'],
      },
    });
  });

  it('refuses a description or a reference longer than the server takes, rather than cutting it', () => {
    expect(deductionInput({ kind: 'ADVANCE', description: 'a'.repeat(201), amount: '5' }, settlement)).toEqual({
      errors: { description: ['1 character over the limit of 200.'] },
    });
    expect(paymentInput({ type: 'DRIVER_PAY', amount: '310', paidOn: '2026-12-06', reference: 'r'.repeat(103) }, 's1', 'k1')).toEqual({
      errors: { reference: ['3 characters over the limit of 100.'] },
    });
    expect(
      paymentInput({ type: 'DRIVER_PAY', amount: '310', paidOn: '2026-12-06', reference: 'r'.repeat(100) }, 's1', 'k1'),
    ).toHaveProperty('input.reference', 'r'.repeat(100));
  });

  it('says a stale version in words and shows a field it has no input for as the message', () => {
    const conflict = formFailure({ code: 'CONFLICT', message: 'Version 3 is stale.', fieldErrors: {} }, ['amount']);
    expect(conflict.message).toBe('Someone changed this settlement — reloaded. Check it and try again.');
    expect(
      formFailure({ code: 'BAD_USER_INPUT', message: 'Invalid', fieldErrors: { key: ['This key was used for another payment.'] } }, [
        'amount',
      ]),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'This key was used for another payment.', fieldErrors: {} });
    const amount = { code: 'BAD_USER_INPUT', message: 'Invalid', fieldErrors: { amount: ['Only 100 is left to pay.'] } };
    expect(formFailure(amount, ['amount'])).toBe(amount);
  });
});

describe('receipts', () => {
  const receipt = (id: string, status: 'SUBMITTED' | 'APPROVED' | 'REJECTED', createdAt: string, patch: object = {}) => ({
    id,
    status,
    createdAt,
    settlementId: null as string | null,
    driver: { id: 'd1', truckingCompany: { id: 't1' } },
    ...patch,
  });

  it('lists those waiting for review first, newest first within each status', () => {
    const list = [
      receipt('a', 'APPROVED', '2026-12-05T10:00:00Z'),
      receipt('b', 'SUBMITTED', '2026-12-01T10:00:00Z'),
      receipt('c', 'REJECTED', '2026-12-06T10:00:00Z'),
      receipt('d', 'SUBMITTED', '2026-12-04T10:00:00Z'),
    ];
    expect(receiptsInReviewOrder(list).map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it("offers a draft only its payee's approved receipts that no settlement reimburses", () => {
    const list = [
      receipt('mine', 'APPROVED', '2026-12-05T10:00:00Z'),
      receipt('submitted', 'SUBMITTED', '2026-12-05T10:00:00Z'),
      receipt('settled', 'APPROVED', '2026-12-05T10:00:00Z', { settlementId: 's9' }),
      receipt('other', 'APPROVED', '2026-12-05T10:00:00Z', { driver: { id: 'd2', truckingCompany: null } }),
    ];
    expect(reimbursableReceipts(list, { payeeKind: 'DRIVER', driver: { id: 'd1' } }).map((item) => item.id)).toEqual(['mine']);
    expect(reimbursableReceipts(list, { payeeKind: 'TRUCKING_COMPANY', truckingCompany: { id: 't1' } }).map((item) => item.id)).toEqual([
      'mine',
    ]);
  });
});
