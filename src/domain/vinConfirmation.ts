import type { VehicleDraft } from './drafts';
import { normalizeVin } from './vin';

/**
 * The VIN as typed is the one the decode found no maker for, and nobody confirmed it yet: the order form and the
 * portal wizard hold the vehicle there, as the server does (server/vin/confirm.ts).
 */
export const needsVinConfirmation = (vehicle: Pick<VehicleDraft, 'vin' | 'vinNoMaker' | 'vinConfirmed'>): boolean =>
  !!vehicle.vinNoMaker && vehicle.vinNoMaker === normalizeVin(vehicle.vin) && !vehicle.vinConfirmed;
