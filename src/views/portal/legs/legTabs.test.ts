import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes';
import { tabRouteName } from '../../kit/ui/TabNav';
import { PORTAL_LEG_BASE_ROUTE, PORTAL_LEG_TABS } from './legTabs';

describe('portal leg tabs', () => {
  it('are exactly the child routes of /portal/order-legs/:id', () => {
    const names = routes.filter((route) => route.path.startsWith('/portal/order-legs/:id')).map((route) => route.name);
    expect(PORTAL_LEG_TABS.map((tab) => tabRouteName(PORTAL_LEG_BASE_ROUTE, tab.path)).sort()).toEqual(names.sort());
  });
});
