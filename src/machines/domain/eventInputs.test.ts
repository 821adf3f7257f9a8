import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { declineQuoteInputSchema } from './quote.inputs';
import { legEventInputSchema, legTransitionInputSchema } from './orderLeg.inputs';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('leg event input', () => {
  it('checks the whole input before the machine: ids, lengths, delivery not before pickup', () => {
    expect(errorsOf(legTransitionInputSchema.safeParse({ driverId: '' }))).toEqual({ driverId: ['Must be an id.'] });
    expect(errorsOf(legTransitionInputSchema.safeParse({ reason: 'x'.repeat(1001) }))).toEqual({
      reason: ['The reason may not be greater than 1000 characters.'],
    });
    const backwards = { confirmedPickupAt: '2025-03-02T10:00:00Z', confirmedDeliveryAt: '2025-03-01T10:00:00Z' };
    expect(errorsOf(legTransitionInputSchema.safeParse(backwards))).toEqual({
      confirmedDeliveryAt: ['The confirmed delivery must not be before the confirmed pickup.'],
    });
    expect(legTransitionInputSchema.safeParse({}).success).toBe(true);
  });

  it("names the fields each event needs, for the leg's transport method", () => {
    const driven = { transportMethod: 'DRIVEN' };
    expect(errorsOf(legEventInputSchema('leg.hold', driven)?.safeParse({}) ?? { success: true })).toEqual({
      holdReason: ['The hold reason field is required.'],
    });
    expect(errorsOf(legEventInputSchema('leg.cancel', driven)?.safeParse({ reason: '  ' }) ?? { success: true })).toEqual({
      reason: ['The reason field is required.'],
    });
    expect(errorsOf(legEventInputSchema('leg.assign', driven)?.safeParse({}) ?? { success: true })).toEqual({
      driverId: ['A driver is required to assign a DRIVEN leg.'],
    });
    expect(
      Object.keys(errorsOf(legEventInputSchema('leg.assign', { transportMethod: 'TRUCKED' })?.safeParse({}) ?? { success: true })),
    ).toEqual(['truckingCompanyId']);
    expect(legEventInputSchema('leg.assign', { transportMethod: 'CLIENT_IN' })?.safeParse({}).success).toBe(true);
    expect(legEventInputSchema('leg.process', driven)).toBeNull();
  });
});

describe('decline input', () => {
  it('asks why, in the words of whoever asks', () => {
    expect(errorsOf(declineQuoteInputSchema().safeParse({ reason: ' ' }))).toEqual({ reason: ['Say why the quote is declined.'] });
    expect(errorsOf(declineQuoteInputSchema('Tell us why.').safeParse({}))).toEqual({ reason: ['Tell us why.'] });
    expect(declineQuoteInputSchema().safeParse({ reason: ' Too dear ' }).data).toEqual({ reason: 'Too dear' });
  });
});
