import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes';
import { tabRouteName } from '../../kit/ui/TabNav';
import { PORTAL_ORDER_BASE_ROUTE, PORTAL_ORDER_TABS } from './orderTabs';

describe('portal order tabs', () => {
  it('are exactly the child routes of /portal/orders/:id', () => {
    const names = routes.filter((route) => route.path.startsWith('/portal/orders/:id')).map((route) => route.name);
    expect(PORTAL_ORDER_TABS.map((tab) => tabRouteName(PORTAL_ORDER_BASE_ROUTE, tab.path)).sort()).toEqual(names.sort());
  });
});
