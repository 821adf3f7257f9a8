/**
 * What the SPA sends: every GraphQL operation is a POST to /graphql carrying X-XSRF-TOKEN (from the
 * cookie) and X-TENANT (the current tenant, or empty before one is chosen). urql would send queries as GET.
 */
import type { Page, Request } from '@playwright/test';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_USERS } from './support/users';

type Call = { method: string; operation: string; xsrf: string | undefined; tenant: string | undefined };

/** Every HTTP request the page sends to /graphql until `stop()` (subscriptions go over the WebSocket, not listed). */
const recordGraphQL = (page: Page) => {
  const calls: Promise<Call>[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    calls.push(
      (async () => {
        const headers = await request.allHeaders();
        const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string }) : null;
        const operation = body?.operationName ?? url.searchParams.get('operationName') ?? '(unnamed)';
        return { method: request.method(), operation, xsrf: headers['x-xsrf-token'], tenant: headers['x-tenant'] };
      })(),
    );
  };
  page.on('request', listener);
  return {
    stop: () => {
      page.off('request', listener);
      return calls;
    },
  };
};

/**
 * The page's own query among them; all POST with the anti-forgery token; X-TENANT on every call, every call that names
 * a tenant names this one, and only the session check's AuthQuery goes before a tenant is chosen, with it empty (the
 * page's first queries, asked early by src/boot.ts, name the tenant the app will choose).
 */
const expectSpecCalls = async (pending: Promise<Call>[], tenant: Tenant, pageOperation: string) => {
  const calls = await Promise.all(pending);
  await test.info().attach('graphql-calls.json', { body: JSON.stringify(calls, null, 2), contentType: 'application/json' });
  expect(calls.map((call) => call.operation)).toContain(pageOperation);
  for (const call of calls) {
    expect(call.method, call.operation).toBe('POST');
    expect(call.xsrf, `X-XSRF-TOKEN on ${call.operation}`).toBeTruthy();
    expect(call.tenant, `X-TENANT on ${call.operation}`).toBeDefined();
  }
  expect(
    calls.some((call) => call.tenant),
    'a call in the tenant',
  ).toBe(true);
  for (const call of calls) {
    if (call.tenant) expect(call.tenant, `X-TENANT on ${call.operation}`).toBe(tenant.id);
    else expect(call.operation, 'the one call before a tenant is chosen').toBe('AuthQuery');
  }
};

test.describe('staff', () => {
  test.use({ signedInAs: 'admin' });

  test('the orders list and an order page send every operation as a POST with X-XSRF-TOKEN and X-TENANT', async ({ page }) => {
    const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East') as Tenant;
    const { orders } = await graphqlRead<{ orders: { data: { id: string }[] } }>(
      page.request,
      '{ orders(first: 1) { data { id } } }',
      east.id,
    );

    const list = recordGraphQL(page);
    const ordersPage = new OrdersPage(page);
    await ordersPage.goto(`?tenant=${east.id}`);
    await expect(ordersPage.rowLinks.first()).toBeVisible();
    await expectSpecCalls(list.stop(), east, 'OrdersList');

    const detail = recordGraphQL(page);
    const orderPage = new OrderPage(page);
    await orderPage.goto(orders.data[0].id);
    await expect(orderPage.legs).toBeVisible();
    await expectSpecCalls(detail.stop(), east, 'OrderDetail');
  });
});

test.describe('client', () => {
  test.use({ signedInAs: 'client' });

  test('the portal home sends every operation as a POST with X-XSRF-TOKEN and X-TENANT', async ({ page }) => {
    const [tenant] = await myTenants(page.request);
    const calls = recordGraphQL(page);
    await page.goto('/portal');
    await expect(page.getByRole('region', { name: `Welcome, ${DEMO_USERS.client.name}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectSpecCalls(calls.stop(), tenant, 'PortalHome');
  });
});
