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
