import { randomUUID } from 'node:crypto';
import type { TransportMethod } from '../../../src/generated/enums';
import { LEG_STATUS_RANK, type OrderLegStatus } from '../../../src/machines/domain/status';
import type { Random } from './random';
import type { SeededClient, SeededCustomer, SeededLocation } from './orders.reference';
import { makeVin, VIN_MODELS, type VinModel } from './vin';

export type BuiltVehicle = {
  id: string;
  clientId: string;
  vin: string;
  year: number;
  model: VinModel;
  colour: string;
  plate: string | null;
  plateState: string | null;
  odometer: number;
  keys: number;
};

const COLOURS = ['WHITE', 'WHITE', 'BLACK', 'GRAY', 'SILVER', 'SILVER', 'BLUE', 'RED', 'GREEN', 'BROWN', 'GOLD', 'ORANGE', 'OTHER'];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Electric vehicles about one in five, as in today's fleet and rental moves. */
export const makeVehicle = (rnd: Random, clientId: string, serial: number, state: string, fromPort: boolean): BuiltVehicle => {
  const model = rnd.chance(0.2) ? rnd.pick(VIN_MODELS.filter((m) => m.fuelType === 'ELECTRIC')) : rnd.pick(VIN_MODELS);
  const year = fromPort ? rnd.int(2025, 2026) : rnd.int(2018, 2025);
  const letters = Array.from({ length: 3 }, () => rnd.pick([...PLATE_LETTERS])).join('');
  const plated = !fromPort && model.vehicleClass !== 'TRAILER' ? true : model.vehicleClass === 'TRAILER' && rnd.chance(0.5);
  return {
    id: randomUUID(),
    clientId,
    vin: makeVin(model, year, serial),
    year,
    model,
    colour: rnd.pick(COLOURS),
    plate: plated ? `${letters}${rnd.int(1000, 9999)}` : null,
    plateState: plated ? state : null,
    odometer: fromPort ? rnd.int(3, 40) : rnd.int(4_000, 95_000),
    keys: model.vehicleClass === 'TRAILER' ? 0 : rnd.int(1, 2),
  };
};

export const methodFor = (rnd: Random, model: VinModel): TransportMethod => {
  if (model.vehicleClass === 'TRAILER') return 'TOW';
  if (model.vehicleClass === 'HEAVY_DUTY') return rnd.chance(0.7) ? 'DRIVEN' : 'TOW';
  if (model.vehicleClass === 'MED_DUTY') return rnd.chance(0.6) ? 'DRIVEN' : 'TRUCKED';
  return rnd.weighted<TransportMethod>([
    ['TRUCKED', 55],
    ['DRIVEN', 30],
    ['TOW', 5],
    ['CLIENT_IN', 10],
  ]);
};

const of = (locations: SeededLocation[], ...types: string[]) => locations.filter((l) => types.includes(l.type));

/** A vehicle's stops: from a port or a lot, through hubs, shops or the tag office, to the client's store or a home. */
export const routeChain = (
  rnd: Random,
  locations: SeededLocation[],
  client: SeededClient,
  customer: SeededCustomer | null,
  legs: number,
): SeededLocation[] => {
  const own = locations.filter((l) => (customer ? l.customerId === customer.id : l.clientId === client.id) && l.type === 'COMMERCIAL');
  const origin = rnd.chance(0.5) ? rnd.pick(of(locations, 'PORT')) : rnd.pick(of(locations, 'COMMERCIAL', 'RESIDENCE', 'STORAGE'));
  const middles = rnd.sample(
    of(locations, 'HUB', 'REPAIR', 'STORAGE', 'REGISTRATION').filter((l) => l.id !== origin.id),
    legs - 1,
  );
  const previous = (middles.at(-1) ?? origin).id;
  const home = own.filter((l) => l.id !== previous);
  const finals = home.length > 0 && rnd.chance(0.7) ? home : of(locations, 'COMMERCIAL', 'RESIDENCE').filter((l) => l.id !== previous);
  return [origin, ...middles, rnd.pick(finals)];
};

/**
 * Pickup and delivery days (relative to today) of a chain: the leg under way picks up on `anchor`, each leg takes
 * its driving days, the next picks up the day after; then the chain moves back so nothing done lies in the future.
 */
export const chainDays = (durations: number[], frontier: number, anchor: number, statuses: OrderLegStatus[]) => {
  const pickup = durations.map(() => 0);
  pickup[frontier] = anchor;
  for (let i = frontier + 1; i < durations.length; i++) pickup[i] = pickup[i - 1] + durations[i - 1] + 1;
  for (let i = frontier - 1; i >= 0; i--) pickup[i] = pickup[i + 1] - durations[i] - 1;
  const delivery = pickup.map((day, i) => day + durations[i]);
  const rank = (s: OrderLegStatus) => (s === 'CANCELLED' ? -1 : LEG_STATUS_RANK[s]);
  const late = Math.max(
    0,
    ...statuses.map((s, i) => (rank(s) >= LEG_STATUS_RANK.DELIVERED ? delivery[i] : rank(s) >= LEG_STATUS_RANK.IN_TRANSIT ? pickup[i] : 0)),
  );
  return { pickup: pickup.map((d) => d - late), delivery: delivery.map((d) => d - late) };
};
