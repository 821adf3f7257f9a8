import { describe, expect, it } from 'vitest';
import type { AccessUser } from './roles';
import { SEARCH_INDICES, type SearchIndex, searchAudience, searchHitPath, searchPagePath } from './search';

const STAFF_URLS: Record<SearchIndex, string> = {
  orders: '/orders/o1',
  order_legs: '/order-legs/l1',
  quotes: '/quotes/q1',
  vehicles: '/admin/vehicles/v1',
  clients: '/admin/clients/c1',
  customers: '/admin/customers/x1',
  drivers: '/admin/drivers/d1',
  trucking_companies: '/admin/trucking-companies/t1',
  invoices: '/accounting/invoices/view?id=i1',
};

// The hit of each index as migration 054 writes it: the staff page in `url`, a vehicle's VIN as its number.
const hitOf = (indexName: SearchIndex) => ({
  objectID: STAFF_URLS[indexName].replace(/^.*[/=]/, ''),
  number: indexName === 'vehicles' ? '2T1BURHE0JC043521' : 'N-1',
  title: indexName === 'vehicles' ? '2018 Toyota Corolla' : 'N-1',
  url: STAFF_URLS[indexName],
});

const pathsOf = (audience: 'staff' | 'portal' | 'carrier') =>
  Object.fromEntries(SEARCH_INDICES.map((indexName) => [indexName, searchHitPath(indexName, hitOf(indexName), audience)]));

describe('searchHitPath', () => {
  it("opens every index's record on its staff page for staff", () => {
    expect(pathsOf('staff')).toEqual(STAFF_URLS);
  });

  it('opens the portal pages for a portal user: orders, legs and quotes their own, a vehicle its orders, no staff page', () => {
    expect(pathsOf('portal')).toEqual({
      orders: '/portal/orders/o1',
      order_legs: '/portal/order-legs/l1',
      quotes: '/portal/quotes/q1',
      vehicles: '/portal/orders?q=2T1BURHE0JC043521',
      clients: null,
      customers: null,
      drivers: null,
      trucking_companies: null,
      invoices: null,
    });
  });

  it("opens a vehicle without a VIN by its name in the portal's orders", () => {
    expect(searchHitPath('vehicles', { ...hitOf('vehicles'), number: null }, 'portal')).toBe('/portal/orders?q=2018+Toyota+Corolla');
  });

  it("opens a carrier's leg on its capture page and nothing else", () => {
    const paths = pathsOf('carrier');
    expect(paths.order_legs).toBe('/order-legs/l1/files/condition-reports');
    expect(Object.entries(paths).filter(([, path]) => path !== null)).toHaveLength(1);
  });

  it('never sends a portal user or a carrier to a page outside their own', () => {
    for (const indexName of SEARCH_INDICES) {
      expect(searchHitPath(indexName, hitOf(indexName), 'portal') ?? '/portal/').toMatch(/^\/portal\//);
      expect(searchHitPath(indexName, hitOf(indexName), 'carrier') ?? '/order-legs/x/files/condition-reports').toMatch(
        /^\/order-legs\/[^/]+\/files\/condition-reports$/,
      );
    }
  });
});

describe('searchPagePath and searchAudience', () => {
  const user = (roles: AccessUser['roles'], clients: AccessUser['clients'] = []): AccessUser => ({ roles, clients, customers: [] });

  it("gives each audience its search page (a carrier's none)", () => {
    expect(searchPagePath('staff')).toBe('/search');
    expect(searchPagePath('portal')).toBe('/portal/search');
    expect(searchPagePath('carrier')).toBeNull();
  });

  it('tells a portal user, staff and a driver apart', () => {
    expect(searchAudience(user(['CLIENT'], [{ id: 'c1', deletedAt: null }]))).toBe('portal');
    expect(searchAudience(user(['CUSTOMER']))).toBe('portal');
    expect(searchAudience(user(['DISPATCH']))).toBe('staff');
    expect(searchAudience(user(['ADMIN']))).toBe('staff');
    expect(searchAudience(user(['DRIVER']))).toBe('carrier');
  });
});
