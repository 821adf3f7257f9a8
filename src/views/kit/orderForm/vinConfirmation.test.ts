import { describe, expect, it } from 'vitest';
import { UNCONFIRMED_VIN_MESSAGE } from '../../../domain/drafts';
import { initialDraft } from '../../../machines/wizards/wizardDraft';
import { validateStep } from '../../../machines/wizards/wizardValidation';
import { FUEL_CHOICES } from './labels';
import { initialOrderForm, orderFormReducer } from './formState';
import type { OrderFormEvent, OrderFormState } from './formTypes';
import { formChecks, toOrderInput } from './toInput';

const run = (events: OrderFormEvent[], from: OrderFormState = initialOrderForm()) => events.reduce(orderFormReducer, from);
const key = initialOrderForm().vehicles[0].key;
const NO_MAKER_VIN = '11111111111111111';

describe('a VIN whose decode found no maker', () => {
  it('holds the form with a field error until the person confirms it', () => {
    const decoded = run([{ type: 'vehicle.set', key, patch: { vin: NO_MAKER_VIN, vinNoMaker: NO_MAKER_VIN, vinConfirmed: false } }]);
    expect(formChecks(decoded)['vehicles.0.vin']).toEqual([UNCONFIRMED_VIN_MESSAGE]);
    const confirmed = run([{ type: 'vehicle.set', key, patch: { vinConfirmed: true } }], decoded);
    expect(formChecks(confirmed)['vehicles.0.vin']).toBeUndefined();
    expect(toOrderInput(confirmed).vehicles[0]).toMatchObject({ vin: NO_MAKER_VIN, vinConfirmed: true });
  });

  it('forgets the flag once another VIN is typed', () => {
    const retyped = run([
      { type: 'vehicle.set', key, patch: { vin: NO_MAKER_VIN, vinNoMaker: NO_MAKER_VIN } },
      { type: 'vehicle.set', key, patch: { vin: '1HGCM82633A004352', vinConfirmed: false } },
    ]);
    expect(formChecks(retyped)['vehicles.0.vin']).toBeUndefined();
  });
});

describe("the portal wizard's vehicles step", () => {
  it('holds an unconfirmed no-maker VIN there too', () => {
    const accounts = [{ key: 'a', clientId: '00000000-0000-4000-8000-000000000001', customerId: null, label: 'Northwind' }];
    const draft = initialDraft(accounts);
    const vehicle = { ...draft.vehicles[0], vin: NO_MAKER_VIN, vinNoMaker: NO_MAKER_VIN, make: 'Honda', model: 'Civic' };
    expect(validateStep('vehicles', { ...draft, vehicles: [vehicle] }, accounts)['vehicles.0.vin']).toEqual([UNCONFIRMED_VIN_MESSAGE]);
    const confirmed = { ...vehicle, vinConfirmed: true };
    expect(validateStep('vehicles', { ...draft, vehicles: [confirmed] }, accounts)['vehicles.0.vin']).toBeUndefined();
  });
});

describe('the fuel choices', () => {
  it('offer "Unknown" once: as the empty choice, not as a value beside it', () => {
    expect(FUEL_CHOICES.map((choice) => choice.label)).toEqual(['Diesel', 'Electric', 'Regular']);
  });
});
