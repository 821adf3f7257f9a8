import { describe, expect, it } from 'vitest';
import { initialDraft } from './wizardDraft';
import { CLIENT } from '../../testing/wizardTestKit';
import { draftErrors, firstStepOf, stepOfKey, validateStep } from './wizardValidation';

const draft = initialDraft([CLIENT]);
const bothNew = { ...draft, pickup: { ...draft.pickup, source: 'new' as const }, delivery: { ...draft.delivery, source: 'new' as const } };

describe('server errors as the draft’s fields', () => {
  it.each([
    ['input.clientId', 'account', 'vehicles'],
    ['input.customerId', 'account', 'vehicles'],
    ['input.vehicles.1.vin', 'vehicles.1.vin', 'vehicles'],
    ['input.legs.0.originRef', 'pickup.saved', 'pickup'],
    ['input.legs.1.destinationRef', 'delivery.saved', 'delivery'],
    ['input.legs.0.requestedPickup.date', 'dates.pickup.date', 'dates'],
    ['input.legs.2.requestedDelivery.mode', 'dates.delivery.mode', 'dates'],
    ['input.legs.0.transportMethod', 'service.transportMethod', 'service'],
    ['input.extras.storageDays', 'service.storageDays', 'service'],
    ['input.notes.specialInstructions', 'service.specialInstructions', 'service'],
    ['input.referenceNumbers.0', 'service.reference', 'service'],
    ['input.extras.discountPercent', 'review', 'review'],
    ['input.validUntil', 'review', 'review'],
  ])('%s → %s (step %s)', (server, field, step) => {
    expect(draftErrors(draft, { [server]: ['Bad.'] })).toEqual({ [field]: ['Bad.'] });
    expect(stepOfKey(field)).toBe(step);
  });

  it('a new location’s index names the end typed as new', () => {
    expect(draftErrors(bothNew, { 'input.locations.0.city': ['x'], 'input.locations.1.city': ['y'] })).toEqual({
      'pickup.city': ['x'],
      'delivery.city': ['y'],
    });
    const deliveryOnly = { ...draft, delivery: bothNew.delivery };
    expect(draftErrors(deliveryOnly, { 'input.locations.0.city': ['y'] })).toEqual({ 'delivery.city': ['y'] });
  });

  it('the same message for every leg is shown once', () => {
    expect(draftErrors(draft, { 'legs.0.transportMethod': ['No.'], 'legs.1.transportMethod': ['No.'] })).toEqual({
      'service.transportMethod': ['No.'],
    });
  });

  it('the earliest step of several errors opens first', () => {
    expect(firstStepOf({ 'service.storageDays': ['x'], 'pickup.city': ['y'] })).toBe('pickup');
    expect(firstStepOf({})).toBeNull();
  });
});

describe('the dates step on the tenant’s today', () => {
  const withPickup = (date: string) => ({
    ...draft,
    dates: { pickup: { mode: 'ON' as const, date }, delivery: { mode: 'ASAP' as const, date: '' } },
  });

  it('refuses a past pickup as the server does, and takes today', () => {
    expect(validateStep('dates', withPickup('2026-11-23'), [CLIENT], '2026-11-24')).toEqual({
      'dates.pickup.date': ["Pickup can't be in the past"],
    });
    expect(validateStep('dates', withPickup('2026-11-24'), [CLIENT], '2026-11-24')).toEqual({});
  });

  it('refuses text that is no day (11/20/26 typed but not read) instead of guessing', () => {
    expect(Object.keys(validateStep('dates', withPickup('11/20/26'), [CLIENT], '2026-11-24'))).toEqual(['dates.pickup.date']);
  });
});
