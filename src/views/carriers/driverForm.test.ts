import { describe, expect, it } from 'vitest';
import { checkDriverForm, driverFieldErrors, driverFormValues } from './driverForm';

const values = { ...driverFormValues(), firstName: 'Ana', lastName: 'Ruiz' };

describe('the driver form as DriverInput', () => {
  it('turns money and percentages into the stored rate, with the chargeback and home hub', () => {
    const hub = '7d1f8e8a-7d0c-4a59-9b55-2d2f7c7b9a11';
    const checked = checkDriverForm({ ...values, homeHubId: hub, payKind: 'PER_MILE', payRate: '0.62', chargebackAllowed: true });
    expect(checked.ok && checked.input).toMatchObject({
      homeHubId: hub,
      payProfile: { kind: 'PER_MILE', rate: 62, chargebackAllowed: true },
    });
    const percent = checkDriverForm({ ...values, payKind: 'PERCENT', payRate: '12.5' });
    expect(percent.ok && percent.input.payProfile).toEqual({ kind: 'PERCENT', rate: 1250, chargebackAllowed: false });
    const none = checkDriverForm({ ...values, payRate: '3', chargebackAllowed: true });
    expect(none.ok && none.input).toMatchObject({ homeHubId: null, payProfile: null });
  });

  it('says what is wrong with the rate under the form field', () => {
    expect(checkDriverForm({ ...values, payKind: 'PER_MOVE', payRate: '' })).toEqual({
      ok: false,
      errors: { payRate: ['The rate field is required.'] },
    });
    expect(checkDriverForm({ ...values, payKind: 'PERCENT', payRate: '12.345' })).toEqual({
      ok: false,
      errors: { payRate: ['Enter the percentage as a number with up to 2 decimals, e.g. 12.5.'] },
    });
    expect(checkDriverForm({ ...values, payKind: 'PERCENT', payRate: '100.01' })).toEqual({
      ok: false,
      errors: { payRate: ['A percentage may not be greater than 100% (10000 basis points).'] },
    });
  });

  it("renames the server's payProfile field errors to the form's", () => {
    expect(driverFieldErrors({ 'payProfile.rate': ['x'], homeHubId: ['y'] })).toEqual({ payRate: ['x'], homeHubId: ['y'] });
  });
});
