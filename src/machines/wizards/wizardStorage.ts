/**
 * The wizard's persisted snapshot: the draft, the step, the visited steps and the idempotency key, in localStorage
 * under the user, the tenant and the wizard kind. Sign-out clears the session, the tenant (sessionStorage and
 * cookie) and the GraphQL cache, never localStorage, so a draft outlives a sign-out and sign-in on the same device.
 * What is read back is checked whole: a corrupt or outdated snapshot is dropped, never half restored.
 */
import * as z from 'zod';
import { DATE_MODES, LOCATION_COUNTRIES, LOCATION_TYPES, MAX_VEHICLES, VEHICLE_COLOURS } from '../../domain/schemas/orders';
import { PORTAL_TRANSPORT_METHODS } from '../../domain/transport';
import { FUEL_TYPES, VEHICLE_CLASSES } from '../../domain/vin';
import { WIZARD_STEPS, type WizardDraft, type WizardKind, type WizardStep } from './wizardTypes';

/** Bump when the draft's shape changes: older snapshots are then ignored instead of misread. */
export const WIZARD_STORAGE_VERSION = 1;

export type StoredWizard = {
  version: typeof WIZARD_STORAGE_VERSION;
  kind: WizardKind;
  step: WizardStep;
  visited: WizardStep[];
  draft: WizardDraft;
  idempotencyKey: string;
  savedAt: string;
};

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);

const vehicle = z.object({
  key: z.string(),
  vin: z.string(),
  year: z.string(),
  make: z.string(),
  model: z.string(),
  vehicleClass: orEmpty(VEHICLE_CLASSES),
  fuelType: orEmpty(FUEL_TYPES),
  colour: orEmpty(VEHICLE_COLOURS),
  plate: z.string(),
  odometer: z.string(),
  keys: z.string(),
});

const saved = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
});

const address = z.object({
  name: z.string(),
  type: orEmpty(LOCATION_TYPES),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  county: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  country: z.enum(LOCATION_COUNTRIES),
  lat: z.string(),
  lng: z.string(),
  located: z.boolean(),
  contactName: z.string(),
  contactPhone: z.string(),
  hours: z.string(),
});

// Drafts stored before leg contacts existed read as having none.
const contact = z.object({ name: z.string(), phone: z.string(), email: z.string() }).default({ name: '', phone: '', email: '' });
const place = z.object({ source: z.enum(['saved', 'new']), saved: saved.nullable(), address, contact });
const date = z.object({ mode: z.enum(DATE_MODES), date: z.string() });

const draft = z.object({
  accountKey: z.string(),
  vehicles: z.array(vehicle).min(1).max(MAX_VEHICLES),
  pickup: place,
  delivery: place,
  dates: z.object({ pickup: date, delivery: date }),
  service: z.object({
    transportMethod: orEmpty(PORTAL_TRANSPORT_METHODS),
    tagAndTitle: z.boolean(),
    storageDays: z.string(),
    specialInstructions: z.string(),
    reference: z.string(),
  }),
  nextKey: z.number().int().min(1),
});

const stored = z.object({
  version: z.literal(WIZARD_STORAGE_VERSION),
  kind: z.enum(['order', 'quote']),
  step: z.enum(WIZARD_STEPS),
  visited: z.array(z.enum(WIZARD_STEPS)),
  draft,
  idempotencyKey: z.string().min(8),
  savedAt: z.string(),
});

/** One draft per user, tenant and wizard: another person or tenant on the same browser never sees it. */
export const wizardStorageKey = (userId: string, tenantId: string | null, kind: WizardKind): string =>
  `legwork.wizard.${kind}.${userId}.${tenantId ?? 'none'}`;

/** The stored text as a snapshot of this wizard, or null when absent, corrupt, outdated or of the other kind. */
export const readStoredWizard = (raw: string | null, kind: WizardKind): StoredWizard | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = stored.safeParse(value);
  return parsed.success && parsed.data.kind === kind ? parsed.data : null;
};

export type WizardStore = { load: () => StoredWizard | null; save: (snapshot: StoredWizard) => void; clear: () => void };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The draft's place in a Storage; a full or disabled storage only loses the draft, never breaks the wizard. */
export const createWizardStore = (storage: KeyValueStorage | null, key: string, kind: WizardKind): WizardStore => {
  const attempt = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  return {
    load: () => {
      const raw = attempt(() => storage?.getItem(key) ?? null, null);
      const snapshot = readStoredWizard(raw, kind);
      // An unreadable draft would be dropped on every visit: remove it once.
      if (raw && !snapshot) attempt(() => storage?.removeItem(key), undefined);
      return snapshot;
    },
    save: (snapshot) => attempt(() => storage?.setItem(key, JSON.stringify(snapshot)), undefined),
    clear: () => attempt(() => storage?.removeItem(key), undefined),
  };
};
