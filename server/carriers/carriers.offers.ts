import type { DateMode } from '../../src/generated/enums/DateMode';
import type { TransportMethod } from '../../src/generated/enums/TransportMethod';
import type { VehicleClass } from '../../src/generated/enums/VehicleClass';
import { badUserInput } from '../errors';

/** The most offers one driver is shown (the loader reads this many per driver; `first` takes fewer). */
export const LEG_OFFERS_MAX = 100;

/** One open leg a driver may be offered (DSC visibility), as app_leg_offers (migration 023) returns it. */
export type LegOfferRow = {
  legId: string;
  number: string;
  transportMethod: TransportMethod;
  requestedPickupMode: DateMode;
  requestedPickupDate: string | null;
  pickupCity: string | null;
  pickupState: string | null;
  deliveryCity: string | null;
  deliveryState: string | null;
  distance: number | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleClass: VehicleClass | null;
  clientName: string;
  priority: number | null;
};

/** `first` of Driver.legOffers: 1 to LEG_OFFERS_MAX. */
export const offersWanted = (first: number | null | undefined): number => {
  const wanted = first ?? 25;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > LEG_OFFERS_MAX)
    throw badUserInput({ first: [`Give a number from 1 to ${LEG_OFFERS_MAX}.`] });
  return wanted;
};
