/**
 * Issue 13, point 8: on a 390 px phone no built page scrolls sideways. The test walks the route table (every route
 * an area has built), fills each route's ids with real records of the signed-in user (a random id where there is
 * none: the not-found view must fit too) and measures the page's width. Tables may scroll inside themselves.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pathOf, type RouteDef, routes } from '../../src/routes';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { type AuthStates, expect, test } from './support/fixtures';

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const built = routes.filter((route) => route.built);

type Ids = Record<string, string>;

const staffIds = async (request: APIRequestContext): Promise<Ids> => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const data = await graphqlRead<{
    me: { id: string };
    orders: { data: { id: string; legs: { id: string }[] }[] };
    quotes: { data: { id: string }[] };
    vehicles: { data: { id: string }[] };
    drivers: { data: { id: string }[] };
    truckingCompanies: { data: { id: string }[] };
  }>(
    request,
    '{ me { id } orders(first: 1) { data { id legs { id } } } quotes(first: 1) { data { id } } vehicles(first: 1) { data { id } } drivers(first: 1) { data { id } } truckingCompanies(first: 1) { data { id } } }',
    east,
  );
  const [order] = data.orders.data;
  return {
    '/users/': data.me.id,
    '/orders/': order.id,
    '/order-legs/': order.legs[0].id,
    '/quotes/': data.quotes.data[0].id,
    '/admin/vehicles/': data.vehicles.data[0].id,
    '/admin/drivers/': data.drivers.data[0].id,
    '/admin/trucking-companies/': data.truckingCompanies.data[0].id,
  };
};

const portalIds = async (request: APIRequestContext): Promise<Ids> => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const data = await graphqlRead<{
    portalOrders: { data: { id: string; legs: { id: string }[] }[] };
    portalQuotes: { data: { id: string }[] };
  }>(request, '{ portalOrders(first: 1) { data { id legs { id } } } portalQuotes(first: 1) { data { id } } }', east);
  const [order] = data.portalOrders.data;
  return { '/portal/orders/': order.id, '/portal/order-legs/': order.legs[0].id, '/portal/quotes/': data.portalQuotes.data[0].id };
};

/** The route's path with real ids where the user has such a record (by the path before `:id`), else a made-up one. */
const urlOf = (route: RouteDef, ids: Ids): string => {
  const params = Object.fromEntries(
    (route.path.match(/:(\w+)/g) ?? []).map((name) => {
      const key = name.slice(1);
      if (key === 'token') return [key, 'not-a-real-token'];
      const prefix = Object.keys(ids).find((start) => route.path.startsWith(`${start}:`));
      return [key, prefix ? ids[prefix] : '00000000-0000-4000-8000-000000000000'];
    }),
  );
  return pathOf(route, params);
};

/** How far the page reaches past the viewport, once its main content has settled. */
const overflow = async (page: Page, url: string): Promise<number> => {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
};

const walk = async (
  browser: Browser,
  authStates: AuthStates | null,
  role: 'dispatch' | 'client' | null,
  wanted: (route: RouteDef) => boolean,
) => {
  const context = role && authStates ? await authStates.contextFor(browser, role) : await browser.newContext();
  await context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const ids = role === 'dispatch' ? await staffIds(page.request) : role === 'client' ? await portalIds(page.request) : {};
  const wide: string[] = [];
  for (const route of built.filter(wanted)) {
    const url = urlOf(route, ids);
    const extra = await overflow(page, url);
    if (extra > 0) wide.push(`${url} is ${PHONE.width + extra} px wide`);
  }
  await context.close();
  return wide;
};

test('no staff page scrolls sideways at 390 px', async ({ browser, authStates }) => {
  expect(await walk(browser, authStates, 'dispatch', (route) => route.layout === 'default')).toEqual([]);
});

test('no portal page scrolls sideways at 390 px', async ({ browser, authStates }) => {
  expect(await walk(browser, authStates, 'client', (route) => route.layout === 'portal')).toEqual([]);
});

test('no public page scrolls sideways at 390 px', async ({ browser }) => {
  expect(await walk(browser, null, null, (route) => route.access.kind === 'public')).toEqual([]);
});

test('the email verification page fits a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  await apiLogin(context.request, 'unverified@legwork.test', 'password');
  const page = await context.newPage();
  const route = built.find((item) => item.access.kind === 'verification');
  if (route) expect(await overflow(page, route.path)).toBeLessThanOrEqual(0);
  await context.close();
});

test('on a phone the open tab of a record is scrolled into view inside the tab row', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const ids = await staffIds(page.request);
  await page.goto(`/order-legs/${ids['/order-legs/']}/tag-and-title`);
  const tabs = page.getByRole('navigation', { name: /^Leg / });
  const open = tabs.getByRole('link', { name: 'Tag and title' });
  await expect(open).toHaveAttribute('aria-current', 'page');
  await expect(open).toBeInViewport();
  await context.close();
});

test('on a phone every entry of the portal menu is on screen', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'client');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto('/portal');
  const links = page.getByRole('navigation', { name: 'Portal' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  await context.close();
});

test('on a phone each fact of an order header sits right above its value', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const ids = await staffIds(page.request);
  await page.goto(`/orders/${ids['/orders/']}`);
  const header = page.getByRole('region', { name: /^Order / });
  const term = header.getByRole('term').filter({ hasText: 'Client' });
  const value = header.getByRole('definition').first();
  await expect(term).toBeVisible();
  const [t, v] = [await term.boundingBox(), await value.boundingBox()];
  expect(t && v && Math.abs(t.x - v.x) < 2 && v.y > t.y && v.y - (t.y + t.height) < 16).toBe(true);
  await context.close();
});

test('an admin of two tenants: the top bar with the tenant choice fits a phone', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'admin');
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  expect(await overflow(page, '/dashboard')).toBeLessThanOrEqual(0);
  await expect(page.getByRole('combobox', { name: /tenant/i })).toBeVisible();
  await context.close();
});
