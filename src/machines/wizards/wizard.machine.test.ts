import { describe, expect, it } from 'vitest';
import { MAX_VEHICLES } from '../../domain/schemas/orders';
import { CLIENT, CUSTOMER, HQ, STEP_EVENTS, startWizard, VIN_ACCORD } from '../../testing/wizardTestKit';
import { WIZARD_STEPS } from './wizardTypes';

describe('wizard machine: the steps', () => {
  it('starts at the vehicles with one blank vehicle; a single account is chosen silently', () => {
    const { actor } = startWizard();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ editing: 'vehicles' })).toBe(true);
    expect(context.draft.accountKey).toBe(CLIENT.key);
    expect(context.draft.vehicles).toHaveLength(1);
    expect(context.visited).toEqual(['vehicles']);
  });

  it('with several accounts, asks which one: NEXT is refused until one is chosen', () => {
    const { actor, send, step } = startWizard({ accounts: [CLIENT, CUSTOMER] });
    send(...STEP_EVENTS.vehicles, { type: 'wizard.next' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context.errors).toEqual({ account: ['Choose who this is for.'] });
    send({ type: 'account.choose', accountKey: CUSTOMER.key }, { type: 'wizard.next' });
    expect(step()).toBe('pickup');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('vehicles: refuses a vehicle without VIN, make and model, keeps the errors, and updates them as fields change', () => {
    const { actor, send, step } = startWizard();
    send({ type: 'wizard.next' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context.errors).toEqual({
      'vehicles.0.make': ['The make field is required when there is no VIN.'],
      'vehicles.0.model': ['The model field is required when there is no VIN.'],
    });
    send({ type: 'vehicle.set', key: 'v1', patch: { make: 'Ford' } });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['vehicles.0.model']);
    send({ type: 'vehicle.set', key: 'v1', patch: { year: '1899', model: 'T' } }, { type: 'wizard.next' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context.errors).toEqual({ 'vehicles.0.year': ['The year must be between 1900 and 2100.'] });
  });

  it('vehicles: a bad VIN is refused; a valid VIN alone is enough', () => {
    const { actor, send, step } = startWizard();
    send({ type: 'vehicle.set', key: 'v1', patch: { vin: '1HGCM82633A004353' } }, { type: 'wizard.next' });
    expect(step()).toBe('vehicles');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['vehicles.0.vin']);
    send({ type: 'vehicle.set', key: 'v1', patch: { vin: VIN_ACCORD } }, { type: 'wizard.next' });
    expect(step()).toBe('pickup');
  });

  it(`vehicles: adds up to ${MAX_VEHICLES}, removes any but the last one`, () => {
    const { actor, send } = startWizard();
    for (let n = 0; n < MAX_VEHICLES + 3; n += 1) send({ type: 'vehicle.add' });
    expect(actor.getSnapshot().context.draft.vehicles).toHaveLength(MAX_VEHICLES);
    for (const vehicle of actor.getSnapshot().context.draft.vehicles) send({ type: 'vehicle.remove', key: vehicle.key });
    expect(actor.getSnapshot().context.draft.vehicles.map((vehicle) => vehicle.key)).toEqual([`v${MAX_VEHICLES}`]);
  });

  it('pickup: refuses no choice and a bad new address; a saved place passes', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('pickup');
    send({ type: 'wizard.next' });
    expect(step()).toBe('pickup');
    expect(actor.getSnapshot().context.errors).toEqual({ 'pickup.saved': ['Choose a saved pickup location, or enter a new address.'] });
    send(
      { type: 'place.source', end: 'pickup', source: 'new' },
      { type: 'place.address', end: 'pickup', patch: { name: 'Lot 4', postalCode: '2321' } },
    );
    send({ type: 'wizard.next' });
    expect(step()).toBe('pickup');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual([
      'pickup.address1',
      'pickup.city',
      'pickup.postalCode',
      'pickup.stateProvince',
    ]);
    send({ type: 'place.source', end: 'pickup', source: 'saved' }, ...STEP_EVENTS.pickup, { type: 'wizard.next' });
    expect(step()).toBe('delivery');
    // The typed address is kept beside the saved choice.
    expect(actor.getSnapshot().context.draft.pickup.address.name).toBe('Lot 4');
  });

  it('delivery: refuses the pickup place again; a new address passes', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('delivery');
    send({ type: 'place.pick', end: 'delivery', saved: HQ }, { type: 'wizard.next' });
    expect(step()).toBe('delivery');
    expect(actor.getSnapshot().context.errors).toEqual({ 'delivery.saved': ['The delivery place must differ from the pickup place.'] });
    send(...STEP_EVENTS.delivery, { type: 'wizard.next' });
    expect(step()).toBe('dates');
  });

  it('dates: refuses a missing day, a day outside 1900–2100, and a delivery before the pickup', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('dates');
    send({ type: 'dates.set', end: 'pickup', value: { mode: 'AFTER', date: '' } }, { type: 'wizard.next' });
    expect(step()).toBe('dates');
    expect(actor.getSnapshot().context.errors['dates.pickup.date']).toContain('The pickup date is required unless it is ASAP.');
    send({ type: 'dates.set', end: 'pickup', value: { mode: 'AFTER', date: '2101-01-01' } }, { type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'dates.pickup.date': ['Pick a day between 1900 and 2100.'] });
    send({ type: 'dates.set', end: 'pickup', value: { mode: 'ON', date: '2030-05-12' } });
    send({ type: 'dates.set', end: 'delivery', value: { mode: 'BEFORE', date: '2030-05-10' } }, { type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'dates.delivery.date': ['The delivery date may not be before the pickup date.'] });
    send({ type: 'dates.set', end: 'delivery', value: { mode: 'ASAP', date: '2030-05-10' } }, { type: 'wizard.next' });
    expect(step()).toBe('service');
  });

  it('service: only DRIVEN or TRUCKED, and whole storage days', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('service');
    send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      'service.transportMethod': ['Choose how the vehicles travel: driven or on a truck.'],
    });
    // @ts-expect-error the portal's type has no TOW; a crafted event is refused all the same
    send({ type: 'service.set', patch: { transportMethod: 'TOW', storageDays: '1.5' } }, { type: 'wizard.next' });
    expect(step()).toBe('service');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['service.storageDays', 'service.transportMethod']);
    send(...STEP_EVENTS.service, { type: 'wizard.next' });
    expect(step()).toBe('review');
  });
});

describe('wizard machine: moving around', () => {
  it('back from the review to the start and next again loses nothing', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('review');
    const draft = actor.getSnapshot().context.draft;
    for (const expected of [...WIZARD_STEPS].reverse().slice(1)) {
      send({ type: 'wizard.back' });
      expect(step()).toBe(expected);
    }
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    for (let n = 0; n < 5; n += 1) send({ type: 'wizard.next' });
    expect(step()).toBe('review');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });

  it('back from a failing step keeps what was typed and is not refused', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('dates');
    send({ type: 'dates.set', end: 'pickup', value: { mode: 'ON', date: '' } }, { type: 'wizard.next' }, { type: 'wizard.back' });
    expect(step()).toBe('delivery');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.draft.dates.pickup).toEqual({ mode: 'ON', date: '' });
  });

  it('the stepper jumps to visited steps only, and forward only past passing steps', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('dates');
    send({ type: 'wizard.goto', step: 'review' });
    expect(step()).toBe('dates');
    send({ type: 'wizard.goto', step: 'vehicles' }, { type: 'vehicle.set', key: 'v2', patch: { make: '' } });
    send({ type: 'wizard.goto', step: 'delivery' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context.errors).toEqual({ 'vehicles.1.make': ['The make field is required when there is no VIN.'] });
    send({ type: 'vehicle.set', key: 'v2', patch: { make: 'Ford' } }, { type: 'wizard.goto', step: 'dates' });
    expect(step()).toBe('dates');
    expect(actor.getSnapshot().context.visited).toEqual(['vehicles', 'pickup', 'delivery', 'dates']);
  });

  it('start over: a blank draft, a new idempotency key, back at the vehicles', () => {
    const { actor, send, step, fillTo } = startWizard();
    fillTo('service');
    const key = actor.getSnapshot().context.idempotencyKey;
    send({ type: 'wizard.reset' });
    const { context } = actor.getSnapshot();
    expect(step()).toBe('vehicles');
    expect(context.draft.vehicles).toEqual([expect.objectContaining({ key: 'v1', make: '' })]);
    expect(context.visited).toEqual(['vehicles']);
    expect(context.idempotencyKey).not.toBe(key);
  });
});
