/** Places and builders shared by the dispatch tests (Texas and around, so the distances can be checked on a map). */
import type { Qualification } from '../qualification';
import type { DispatchDriver, DispatchLeg } from './pairing';

export const DAY = '2026-11-25';

export const TX = {
  dallas: { lat: 32.7767, lng: -96.797 },
  fortWorth: { lat: 32.7555, lng: -97.3308 },
  houston: { lat: 29.7604, lng: -95.3698 },
  austin: { lat: 30.2672, lng: -97.7431 },
  sanAntonio: { lat: 29.4241, lng: -98.4936 },
  oklahomaCity: { lat: 35.4676, lng: -97.5164 },
  elPaso: { lat: 31.7619, lng: -106.485 },
};

export const OK: Qualification = { ok: true, reasons: [], warnings: [] };
export const blockedBy = (...reasons: string[]): Qualification => ({ ok: false, reasons, warnings: [] });

export const leg = (id: string, overrides: Partial<DispatchLeg> = {}): DispatchLeg => ({
  id,
  number: id.toUpperCase(),
  pickup: TX.dallas,
  delivery: TX.elPaso,
  deliveryName: 'El Paso',
  pickupDate: DAY,
  clientId: 'client-1',
  region: 'TX',
  transportMethod: 'DRIVEN',
  ...overrides,
});

export const driver = (id: string, overrides: Partial<DispatchDriver> = {}): DispatchDriver => ({
  id,
  name: `Driver ${id}`,
  homeHub: { at: TX.dallas, name: 'Dallas' },
  lastDelivery: null,
  legsThatDay: 0,
  priority: [],
  qualification: OK,
  ...overrides,
});
