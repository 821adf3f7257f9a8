/** A party's tariff rate as the price queries select it: the tariff tests' one rate, varied by a spread where needed. */
export const TARIFF_RATE = {
  __typename: 'TariffRate' as const,
  id: 'r1',
  transportMethod: 'TRUCKED' as const,
  vehicleClass: 'SEDAN' as const,
  distanceFrom: 0,
  distanceTo: 100,
  ratePerZone: 8500,
  minimum: 22500,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  inForce: true,
  version: 1,
};
