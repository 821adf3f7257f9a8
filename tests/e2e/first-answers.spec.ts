/**
 * A signed-in page's first answers (docs/decisions.md, "A page's first answer before its client"): the server writes
 * the route's first queries into its HTML, src/boot.ts asks them while the shell downloads, and the page takes
 * those answers instead of asking again. Counted here by the requests the browser sends: each first query goes out
 * once, and the page shows what it answered. One asked in a tenant the app does not choose is asked again, in the
 * right one.
 */
import type { Page, Request } from '@playwright/test';
import { ORDER_PAGE_SIZE } from '../../src/domain/orderListUrl';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';

type Sent = { operation: string; tenant: string | undefined; variables: Record<string, unknown> };

/** The GraphQL POSTs the page sends from now on, by operation name. */
const recordOperations = (page: Page) => {
  const sent: Sent[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    sent.push({ operation: body?.operationName ?? '(unnamed)', tenant: request.headers()['x-tenant'], variables: body?.variables ?? {} });
  };
  page.on('request', listener);
  return {
    named: (operation: string) => sent.filter((call) => call.operation === operation),
    stop: () => page.off('request', listener),
  };
};

/** The first queries the HTML of `path` carries, as the server wrote them. */
const hintsOf = async (page: Page, path: string) => {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const block = html.match(/<script type="application\/json" id="legwork-first-queries">(.*?)<\/script>/);
  return block ? (JSON.parse(block[1]) as { operationName: string; variables: Record<string, unknown> }[]) : [];
};

test.describe('a signed-in first load', () => {
  test.use({ signedInAs: 'admin' });

  let east: Tenant;
  test.beforeEach(async ({ page }) => {
    east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East') as Tenant;
  });

  test('the orders list asks its first page once, before the shell, and shows it', async ({ page }) => {
    expect((await hintsOf(page, '/orders?status=CREATED')).map((hint) => [hint.operationName, hint.variables.status])).toEqual([
      ['OrdersList', ['CREATED']],
      ['OrderColumnsPreference', undefined],
    ]);
    const sent = recordOperations(page);
    const orders = new OrdersPage(page);
    await orders.goto(`?tenant=${east.id}&status=CREATED`);
    await expect(orders.rowLinks.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    sent.stop();
    const asked = sent.named('OrdersList');
    expect(asked, 'OrdersList sent once: the early answer was taken').toHaveLength(1);
    expect(asked[0]).toMatchObject({ tenant: east.id, variables: { status: ['CREATED'], first: ORDER_PAGE_SIZE, page: 1 } });
    expect(sent.named('OrderColumnsPreference'), 'the saved columns asked once').toHaveLength(1);
    // What it answered is what the page shows: the total the server counts for the view.
    const { orders: counted } = await graphqlRead<{ orders: { paginatorInfo: { total: number } } }>(
      page.request,
      '{ orders(first: 1, status: [CREATED]) { paginatorInfo { total } } }',
      east.id,
    );
    await expect(orders.total).toHaveText(
      `${counted.paginatorInfo.total.toLocaleString('en-US')} ${counted.paginatorInfo.total === 1 ? 'order' : 'orders'}`,
    );
  });

  test('the dashboard and an order page take their early answers too', async ({ page }) => {
    const sent = recordOperations(page);
    await page.goto(`/dashboard?tenant=${east.id}`);
    // The chart stands once the summary is in (a spinner until then).
    await expect(page.getByRole('list', { name: 'Legs by status' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent.named('DashboardSummary'), 'DashboardSummary sent once').toHaveLength(1);
    expect(sent.named('UnreadNotifications'), 'UnreadNotifications sent once').toHaveLength(1);

    const { orders } = await graphqlRead<{ orders: { data: { id: string; number: string }[] } }>(
      page.request,
      '{ orders(first: 1) { data { id number } } }',
      east.id,
    );
    const orderPage = new OrderPage(page);
    // A new document: the tab's session storage names the tenant, as after any visit.
    await orderPage.goto(orders.data[0].id);
    await expect(orderPage.legs).toBeVisible();
    await expect(orderPage.header).toContainText(orders.data[0].number);
    await page.waitForLoadState('networkidle');
    sent.stop();
    expect(sent.named('OrderDetail'), 'OrderDetail sent once').toHaveLength(1);
  });

  test('an early answer asked in a tenant the user is not in is not used: the page asks in its own tenant', async ({ page }) => {
    const stranger = '0b6f3c1e-7a52-4c1d-9d7e-2f3a4b5c6d7e';
    const sent = recordOperations(page);
    const orders = new OrdersPage(page);
    await orders.goto(`?tenant=${stranger}`);
    await expect(orders.rowLinks.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    sent.stop();
    const asked = sent.named('OrdersList');
    expect(asked.map((call) => call.tenant)).toEqual([stranger, expect.any(String)]);
    expect(asked[1].tenant).not.toBe(stranger);
  });
});
