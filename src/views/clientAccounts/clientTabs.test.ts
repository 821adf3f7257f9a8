import { describe, expect, it } from 'vitest';
import { routesUnder } from '../../routes';
import { tabRouteName } from '../kit/ui/TabNav';
import { CLIENT_BASE_ROUTE, CLIENT_TABS, CUSTOMER_BASE_ROUTE, CUSTOMER_TABS } from './clientTabs';

describe('the client and customer tabs', () => {
  it.each([
    ['/admin/clients/:id', CLIENT_BASE_ROUTE, CLIENT_TABS],
    ['/admin/customers/:id', CUSTOMER_BASE_ROUTE, CUSTOMER_TABS],
  ] as const)('link %s and every child route of it in the route table, once each', (path, base, tabs) => {
    const routeNames = routesUnder(path).map((route) => route.name);
    expect(tabs.map((tab) => tabRouteName(base, tab.path)).sort()).toEqual([...routeNames].sort());
  });
});
