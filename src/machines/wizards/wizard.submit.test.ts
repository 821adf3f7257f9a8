import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { priceOf, RATE, STORAGE_PER_DAY, TAG_AND_TITLE } from '../../testing/memoryPortal';
import { CLIENT_ID, HQ, startWizard } from '../../testing/wizardTestKit';

const atReview = async (kind: 'order' | 'quote' = 'order') => {
  const wizard = startWizard({ kind });
  wizard.fillTo('review');
  await wizard.settled();
  return wizard;
};

describe('wizard machine: the review and its price', () => {
  it('sends one leg per vehicle from the saved pickup to the new delivery address, with dates, service and extras', async () => {
    const { actor, portal } = await atReview();
    expect(actor.getSnapshot().matches({ editing: { review: 'priced' } })).toBe(true);
    const [{ input }] = portal.prices;
    expect(input.clientId).toBe(CLIENT_ID);
    expect(input.customerId).toBeNull();
    expect(input.referenceNumbers).toEqual(['PO-77']);
    expect(input.vehicles.map(({ vin, year, make, model }) => ({ vin, year, make, model }))).toEqual([
      { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord' },
      { vin: null, year: 2021, make: 'Ford', model: 'F-150' },
    ]);
    expect(input.locations).toEqual([
      expect.objectContaining({ name: 'Summit Honda', postalCode: '23510', contactName: 'Sam', hours: '8-5', type: 'COMMERCIAL' }),
    ]);
    const leg = {
      originRef: { locationId: HQ.id, index: null },
      destinationRef: { locationId: null, index: 0 },
      transportMethod: 'TRUCKED',
      requestedPickup: { mode: 'ON', date: '2030-05-06' },
      requestedDelivery: { mode: 'BEFORE', date: '2030-05-10' },
    };
    expect(input.legs).toEqual([expect.objectContaining({ vehicleRef: 0, ...leg }), expect.objectContaining({ vehicleRef: 1, ...leg })]);
    expect(input.extras).toEqual(expect.objectContaining({ tagAndTitle: true, storageDays: 3 }));
    expect(input.notes.specialInstructions).toBe('Call ahead');
  });

  it('shows the live price, line by line', async () => {
    const { actor } = await atReview();
    const { price } = actor.getSnapshot().context;
    expect(price?.total).toBe(2 * RATE.TRUCKED + 2 * TAG_AND_TITLE + 3 * STORAGE_PER_DAY);
    expect(price?.lineItems).toHaveLength(4);
  });

  it('a failed price can be retried; a quote cannot be saved without one, an order can', async () => {
    const quote = startWizard({ kind: 'quote' });
    quote.portal.failNextPrice();
    quote.fillTo('review');
    await quote.settled();
    expect(quote.actor.getSnapshot().matches({ editing: { review: 'priceFailed' } })).toBe(true);
    expect(quote.actor.getSnapshot().context.priceError).toMatch(/could not be reached/);
    expect(quote.actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(false);
    quote.send({ type: 'price.retry' });
    await quote.settled();
    expect(quote.actor.getSnapshot().matches({ editing: { review: 'priced' } })).toBe(true);
    expect(quote.portal.prices).toHaveLength(2);

    const order = startWizard({ kind: 'order' });
    order.portal.failNextPrice();
    order.fillTo('review');
    await order.settled();
    expect(order.actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(true);
  });

  it('prices again after going back and changing the service', async () => {
    const { actor, send, settled } = await atReview();
    send(
      { type: 'wizard.back' },
      { type: 'service.set', patch: { transportMethod: 'DRIVEN', tagAndTitle: false, storageDays: '' } },
      { type: 'wizard.next' },
    );
    await settled();
    expect(actor.getSnapshot().context.price?.total).toBe(2 * RATE.DRIVEN);
  });
});

describe('wizard machine: submit', () => {
  it('creates the order and ends with its id; the key was the draft’s', async () => {
    const { actor, portal, send } = await atReview();
    const key = actor.getSnapshot().context.idempotencyKey;
    send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ id: 'order-1', number: 'O-1000', total: null, currency: null });
    expect([...portal.records.keys()]).toEqual([key]);
    expect(portal.records.get(key)?.input.legs).toHaveLength(2);
  });

  it('a double submit sends once', async () => {
    const { actor, portal, send } = await atReview();
    send({ type: 'wizard.submit' }, { type: 'wizard.submit' });
    expect(actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(portal.submits).toHaveLength(1);
    expect(portal.records.size).toBe(1);
  });

  it('while submitting, nothing can change the draft or leave the review', async () => {
    const { actor, send } = await atReview();
    send({ type: 'wizard.submit' });
    const before = actor.getSnapshot().context;
    send({ type: 'wizard.back' }, { type: 'wizard.reset' }, { type: 'wizard.goto', step: 'vehicles' }, { type: 'vehicle.add' });
    expect(actor.getSnapshot().matches({ editing: { review: 'submitting' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe(before.draft);
    expect(actor.getSnapshot().context.idempotencyKey).toBe(before.idempotencyKey);
  });

  it('a retry after a network failure keeps the key and creates one order', async () => {
    const { actor, portal, send, settled } = await atReview();
    portal.failNextSubmit();
    send({ type: 'wizard.submit' });
    await settled();
    expect(actor.getSnapshot().matches({ editing: { review: 'submitFailed' } })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toMatch(/could not be reached/);
    send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(portal.submits.map((request) => request.idempotencyKey)).toEqual([
      portal.submits[0].idempotencyKey,
      portal.submits[0].idempotencyKey,
    ]);
    expect(portal.records.size).toBe(1);
  });

  it('an answer lost after the server stored the order: the retry gets the same order back', async () => {
    const { actor, portal, send, settled } = await atReview();
    portal.loseNextAnswer();
    send({ type: 'wizard.submit' });
    await settled();
    expect(portal.records.size).toBe(1);
    send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(portal.records.size).toBe(1);
    expect(actor.getSnapshot().output?.id).toBe('order-1');
  });

  it('field errors from the server open the step that shows the field', async () => {
    const { actor, portal, send, settled, step } = await atReview();
    portal.failNextSubmit({
      message: 'The given data was invalid.',
      fieldErrors: { 'input.locations.0.postalCode': ['Unknown ZIP code.'] },
    });
    send({ type: 'wizard.submit' });
    await settled();
    expect(step()).toBe('delivery');
    expect(actor.getSnapshot().context.errors).toEqual({ 'delivery.postalCode': ['Unknown ZIP code.'] });
    expect(actor.getSnapshot().context.failure?.message).toBe('The given data was invalid.');
  });

  it('a quote ends with its price, saved under the draft’s key', async () => {
    const { actor, portal, send } = await atReview('quote');
    const price = actor.getSnapshot().context.price;
    send({ type: 'wizard.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const [record] = portal.records.values();
    expect(record.kind).toBe('quote');
    expect(actor.getSnapshot().output).toEqual({ id: 'quote-1', number: 'Q-1000', total: price?.total, currency: 'USD' });
    expect(price?.total).toBe(priceOf(record.input).total);
  });
});
