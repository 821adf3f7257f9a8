/** Accounts, places and a filled-in draft for the wizard's tests, and a wizard actor on the in-memory portal. */
import { createActor, waitFor } from 'xstate';
import { type WizardEvent, wizardMachine } from '../machines/wizards/wizard.machine';
import type { StoredWizard } from '../machines/wizards/wizardStorage';
import type { SavedPlace, WizardAccount, WizardKind } from '../machines/wizards/wizardTypes';
import { createMemoryPortal } from './memoryPortal';

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const CUSTOMER_ID = '00000000-0000-4000-8000-0000000000d1';

export const CLIENT: WizardAccount = { key: CLIENT_ID, clientId: CLIENT_ID, customerId: null, label: 'Northwind Motors' };
export const CUSTOMER: WizardAccount = {
  key: CUSTOMER_ID,
  clientId: CLIENT_ID,
  customerId: CUSTOMER_ID,
  label: 'Northwind Motors Downtown',
};

export const HQ: SavedPlace = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Northwind HQ',
  address1: '1 Harbor Way',
  city: 'Richmond',
  stateProvince: 'VA',
  postalCode: '23219',
};

export const VIN_ACCORD = '1HGCM82633A004352';

/** Events that fill every step validly: two vehicles (one by VIN, one by hand), HQ → a new address, dates, service. */
export const STEP_EVENTS = {
  vehicles: [
    { type: 'vehicle.set', key: 'v1', patch: { vin: VIN_ACCORD, year: '2003', make: 'Honda', model: 'Accord' } },
    { type: 'vehicle.add' },
    { type: 'vehicle.set', key: 'v2', patch: { year: '2021', make: 'Ford', model: 'F-150' } },
  ],
  pickup: [{ type: 'place.pick', end: 'pickup', saved: HQ }],
  delivery: [
    { type: 'place.source', end: 'delivery', source: 'new' },
    {
      type: 'place.address',
      end: 'delivery',
      patch: {
        name: 'Summit Honda',
        address1: '200 Main St',
        city: 'Norfolk',
        stateProvince: 'VA',
        postalCode: '23510',
        contactName: 'Sam',
        hours: '8-5',
      },
    },
  ],
  dates: [
    { type: 'dates.set', end: 'pickup', value: { mode: 'ON', date: '2030-05-06' } },
    { type: 'dates.set', end: 'delivery', value: { mode: 'BEFORE', date: '2030-05-10' } },
  ],
  service: [
    {
      type: 'service.set',
      patch: { transportMethod: 'TRUCKED', tagAndTitle: true, storageDays: '3', specialInstructions: 'Call ahead', reference: 'PO-77' },
    },
  ],
} satisfies Record<string, WizardEvent[]>;

export type StartOptions = { kind?: WizardKind; accounts?: WizardAccount[]; restored?: StoredWizard | null };

export const startWizard = ({ kind = 'order', accounts = [CLIENT], restored = null }: StartOptions = {}) => {
  const portal = createMemoryPortal();
  const actor = createActor(wizardMachine.provide({ actors: portal.actors }), { input: { kind, accounts, restored } }).start();
  const send = (...events: WizardEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const step = () => actor.getSnapshot().context.step;
  /** Fills and leaves every step up to (not including) `until`. */
  const fillTo = (until: keyof typeof STEP_EVENTS | 'review') => {
    for (const [name, events] of Object.entries(STEP_EVENTS)) {
      if (name === until) return;
      send(...events, { type: 'wizard.next' });
    }
  };
  const settled = () =>
    waitFor(
      actor,
      (snapshot) => !snapshot.matches({ editing: { review: 'pricing' } }) && !snapshot.matches({ editing: { review: 'submitting' } }),
    );
  return { actor, portal, send, step, fillTo, settled };
};
