import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../domain/schemas/fieldErrors';
import { isPhoneNumber, orderInputSchema } from '../../../domain/schemas/orders';
import { initialOrderForm, orderFormReducer } from './formState';
import type { OrderFormEvent, OrderFormState } from './formTypes';
import { orderConfirmation } from './orderConfirmation';
import { contactInput, toOrderInput } from './toInput';
import { bannerText } from './useOrderForm';
import { initialDraft } from '../../../machines/wizards/wizardDraft';
import { draftErrors, stepOfKey, validateStep } from '../../../machines/wizards/wizardValidation';
import { CLIENT as ACCOUNT } from '../../../testing/wizardTestKit';

const SAVED = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Lot',
  address1: '1 Main St',
  city: 'Boston',
  stateProvince: 'MA',
  postalCode: '02110',
};

const CLIENT = '00000000-0000-4000-8000-000000000001';
const run = (events: OrderFormEvent[], from: OrderFormState = initialOrderForm()) => events.reduce(orderFormReducer, from);
const saved = (id: string, name: string, contactPhone: string | null) => ({
  id,
  name,
  address1: '1 Main St',
  city: 'Atlanta',
  stateProvince: 'GA',
  postalCode: '30303',
  contactName: 'Front desk',
  contactPhone,
});

/** One vehicle, A → B (saved places with their own front-desk phones), one leg. */
const oneLeg = (patch: Partial<OrderFormState['legs'][number]> = {}) => {
  let state = run([
    { type: 'client.set', clientId: CLIENT },
    { type: 'vehicle.set', key: 'v1', patch: { year: '2022', make: 'Toyota', model: 'Camry' } },
    { type: 'location.addSaved', saved: saved('00000000-0000-4000-8000-00000000000a', 'Dealer', '404 555 0100') },
    { type: 'location.addSaved', saved: saved('00000000-0000-4000-8000-00000000000b', 'Hub', '404 555 0200') },
  ]);
  const [a, b] = state.locations.map((place) => place.key);
  state = run([{ type: 'leg.add', vehicleKey: state.vehicles[0].key }], state);
  return run(
    [{ type: 'leg.set', key: state.legs[0].key, patch: { originKey: a, destinationKey: b, transportMethod: 'DRIVEN', ...patch } }],
    state,
  );
};

describe('phone numbers', () => {
  it.each(['+1 404 555 0100', '(404) 555-0100', '404.555.0100 ext 12', '+44 20 7946 0958', '5550142'])('takes %s', (phone) =>
    expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['0142', 'call the desk', '404-555-0100-1234-5678', '+1 404 555 01OO', ''])('refuses %s', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});

describe('leg contacts in the order form', () => {
  it('an untouched contact is none; a typed one goes to the input trimmed', () => {
    expect(contactInput({ name: ' ', phone: '', email: '' })).toBeNull();
    expect(contactInput({ name: 'Dana', phone: '404 555 0142', email: '' })).toEqual({ name: 'Dana', phone: '404 555 0142', email: null });
  });

  it('the shared schema asks for name and phone once anything is typed, and checks the phone and email', () => {
    const state = oneLeg({
      pickupContact: { name: '', phone: 'soon', email: 'nope' },
      deliveryContact: { name: 'Luis', phone: '', email: '' },
    });
    const result = orderInputSchema.safeParse(toOrderInput(state));
    expect(result.success).toBe(false);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      'legs.0.pickupContact.name': ['The pickup contact name is required.'],
      'legs.0.pickupContact.phone': ['The pickup contact phone must be a phone number, like +1 404 555 0100.'],
      'legs.0.pickupContact.email': ['The pickup contact email must be a valid email address.'],
      'legs.0.deliveryContact.phone': ['The delivery contact phone is required.'],
    });
  });

  it('parses complete contacts and no contact', () => {
    const parsed = orderInputSchema.parse(toOrderInput(oneLeg({ pickupContact: { name: 'Dana', phone: '+1 404 555 0142', email: '' } })));
    expect([parsed.legs[0].pickupContact, parsed.legs[0].deliveryContact]).toEqual([
      { name: 'Dana', phone: '+1 404 555 0142', email: null },
      null,
    ]);
  });

  it("the confirmation names the leg's contact where given, the place's own contact elsewhere", () => {
    const { contacts } = orderConfirmation(oneLeg({ pickupContact: { name: 'Dana', phone: '+1 404 555 0142', email: '' } }), null);
    expect(contacts).toEqual([
      { label: 'A · Dealer (Atlanta, GA)', name: 'Dana', phone: '+1 404 555 0142' },
      { label: 'B · Hub (Atlanta, GA)', name: 'Front desk', phone: '404 555 0200' },
    ]);
  });
});

describe('the form banner', () => {
  it('summarises the errors still shown and goes once they are fixed; a message with no field stays', () => {
    const fields = { kind: 'fields' } as const;
    expect(bannerText(fields, { 'legs.0.transportMethod': ['The transport method field is required.'], clientId: ['x'] })).toBe(
      'Check the highlighted fields: The transport method field is required. (and 1 more error)',
    );
    expect(bannerText(fields, {})).toBeNull();
    expect(bannerText({ kind: 'message', text: 'The server could not be reached.' }, {})).toBe('The server could not be reached.');
    expect(bannerText(null, { clientId: ['x'] })).toBeNull();
  });
});

describe('leg contacts in the portal wizard', () => {
  const draft = initialDraft([ACCOUNT]);
  it("checks the step's contact as the legs' and keys server errors to it", () => {
    const typed = { ...draft, pickup: { ...draft.pickup, saved: SAVED, contact: { name: 'Pat', phone: 'soon', email: '' } } };
    expect(validateStep('pickup', typed, [ACCOUNT])).toEqual({
      'pickup.contact.phone': ['The pickup contact phone must be a phone number, like +1 404 555 0100.'],
    });
    expect(
      validateStep('pickup', { ...typed, pickup: { ...typed.pickup, contact: { name: 'Pat', phone: '617 555 0142', email: '' } } }, [
        ACCOUNT,
      ]),
    ).toEqual({});
    expect(draftErrors(draft, { 'input.legs.1.deliveryContact.name': ['No.'] })).toEqual({ 'delivery.contact.name': ['No.'] });
    expect(stepOfKey('delivery.contact.name')).toBe('delivery');
  });
});
