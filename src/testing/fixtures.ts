import { LEG_HOLD_REASONS, type OrderLegContext, type OrderLegEvent, orderLegEventTypes } from '../machines/domain/orderLeg.machine';
import { SYSTEM_ACTOR } from '../machines/domain/status';
import type { CurrentUser, TenantSummary } from '../domain/currentUser';

/** A tenant in East's units, named after its id, for unit tests. */
export const tenantFixture = (id: string): TenantSummary => ({
  id,
  name: `Tenant ${id}`,
  locale: 'en-US',
  currency: 'USD',
  weightUnit: 'lb',
  dimensionUnit: 'in',
  distanceUnit: 'mi',
  fuelUnit: 'gal',
  zoneSize: 50,
  timeZone: 'America/New_York',
});

/** A signed-in staff user (DISPATCH, no tenants) for unit tests; override what a test is about. */
export const userFixture = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  email: 'ada@example.test',
  name: 'Ada',
  searchKey: 'ada',
  media: [],
  roles: ['DISPATCH'],
  clients: [],
  customers: [],
  tenants: [],
  contact: null,
  ...overrides,
});

/**
 * A leg with every fact its guards read (the system acting, a tag and title due so WAITING_ON_TAG_AND_TITLE is on a
 * path too), and every leg event with the payload its guard wants: the input of the machine's graph traversals.
 */
export const COMPLETE_LEG: OrderLegContext = {
  actor: SYSTEM_ACTOR,
  transportMethod: 'DRIVEN',
  vehicleId: 'vehicle-1',
  originId: 'origin-1',
  destinationId: 'destination-1',
  hasDates: true,
  driverId: 'driver-1',
  truckingCompanyId: null,
  pickupReportSubmitted: true,
  deliveryReportSubmitted: true,
  needsTagAndTitle: true,
  tagAndTitleDone: false,
  heldFrom: null,
};

export const EVERY_LEG_EVENT: OrderLegEvent[] = orderLegEventTypes.map((type): OrderLegEvent => {
  if (type === 'leg.hold') return { type, reason: LEG_HOLD_REASONS[0] };
  if (type === 'leg.cancel' || type === 'leg.abort') return { type, reason: 'walk' };
  if (type === 'leg.confirm')
    return { type, confirmedPickupAt: '2030-05-01T09:00:00.000Z', confirmedDeliveryAt: '2030-05-03T17:00:00.000Z' };
  return { type } as OrderLegEvent;
});
