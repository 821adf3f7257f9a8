import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../schemas/fieldErrors';
import { confirmationWindowRules, confirmationWindowSchema, confirmWithCallSchema } from './confirmation';

const NOW = Date.parse('2026-03-10T15:30:20Z');
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

describe('confirmationWindowSchema', () => {
  it('takes a window ahead of now, a pickup typed to the current minute included', () => {
    const window = { confirmedPickupAt: '2026-03-10T15:30:00Z', confirmedDeliveryAt: '2026-03-11T09:00:00Z' };
    expect(confirmationWindowSchema(NOW).safeParse(window).success).toBe(true);
  });

  it('refuses either end in the past, and a delivery before the pickup', () => {
    expect(
      errorsOf(
        confirmationWindowSchema(NOW).safeParse({ confirmedPickupAt: '2026-03-10T15:29:00Z', confirmedDeliveryAt: '2026-03-09T09:00:00Z' }),
      ),
    ).toEqual({
      confirmedPickupAt: ["The confirmed pickup can't be in the past."],
      confirmedDeliveryAt: ["The confirmed delivery can't be in the past."],
    });
    expect(
      errorsOf(
        confirmationWindowSchema(NOW).safeParse({ confirmedPickupAt: '2026-03-12T09:00:00Z', confirmedDeliveryAt: '2026-03-11T09:00:00Z' }),
      ),
    ).toEqual({
      confirmedDeliveryAt: ['The confirmed delivery must not be before the confirmed pickup.'],
    });
  });

  it('names a missing or malformed end', () => {
    expect(errorsOf(confirmationWindowSchema(NOW).safeParse({ confirmedPickupAt: 'soon' }))).toEqual({
      confirmedPickupAt: ['The confirmed pickup must be a date and time.'],
      confirmedDeliveryAt: ['The confirmed delivery date is required.'],
    });
  });
});

describe('confirmationWindowRules', () => {
  it('checks only the ends given', () => {
    expect(confirmationWindowRules(NOW).safeParse({ confirmedPickupAt: null }).success).toBe(true);
    expect(errorsOf(confirmationWindowRules(NOW).safeParse({ confirmedDeliveryAt: '2020-01-01T00:00:00Z' }))).toEqual({
      confirmedDeliveryAt: ["The confirmed delivery can't be in the past."],
    });
  });
});

describe('confirmWithCallSchema', () => {
  it('trims the call and empties to null', () => {
    const parsed = confirmWithCallSchema(NOW).parse({
      confirmedPickupAt: '2026-03-11T09:00:00Z',
      confirmedDeliveryAt: '2026-03-12T09:00:00Z',
      contactName: '  Ana Ruiz ',
      contactPhone: '',
    });
    expect(parsed).toMatchObject({ contactName: 'Ana Ruiz', contactPhone: null, notes: null });
  });
});
