/** A `tenant` query parameter on any route switches the current tenant, and the choice is kept (docs/access.md#the-current-tenant). */
import type { Request } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { DashboardPage } from './pages/DashboardPage';
import { myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const isGraphQL = (request: Request) => new URL(request.url()).pathname === '/graphql';

test('?tenant= switches the dashboard to that tenant, later GraphQL requests carry it, and it survives a reload', async ({
  page,
  context,
}) => {
  const tenants = await myTenants(page.request);
  const byName = (name: string) => tenants.find((tenant) => tenant.name === name) as Tenant;
  const east = byName('Legwork East');
  const north = byName('Legwork North');
  expect(east?.id).toBeTruthy();
  expect(north?.id).toBeTruthy();

  const dashboard = new DashboardPage(page);
  const shell = new AppShell(page);

  // Start in East, so the switch below is a real change.
  await dashboard.goto(`?tenant=${east.id}`);
  await expect(dashboard.tenantNamed('Legwork East')).toBeVisible();
  await expect(dashboard.tenant).toMatchAriaSnapshot(`
    - term: Weight
    - definition: pounds (lb)
  `);

  await dashboard.goto(`?tenant=${north.id}`);
  await expect(dashboard.tenantNamed('Legwork North')).toBeVisible();
  await expect(shell.tenantSelect).toHaveValue(north.id);
  await expect(dashboard.tenant).toMatchAriaSnapshot(`
    - term: Currency
    - definition: /CAD/
    - term: Weight
    - definition: kilograms (kg)
    - term: Dimensions
    - definition: centimetres (cm)
    - term: Distance
    - definition: kilometres (km)
    - term: Fuel
    - definition: litres (L)
    - term: Zone size
    - definition: 80 km
  `);

  // The next GraphQL request (the account page's queries after an in-app navigation) is made in North.
  const nextGraphQL = page.waitForRequest(isGraphQL);
  await dashboard.editAccount.click();
  await expect(page).toHaveURL('/account');
  const request = await nextGraphQL;
  expect((await request.allHeaders())['x-tenant']).toBe(north.id);

  // Stored on the client: session storage and the `tenant` cookie.
  expect(await page.evaluate(() => window.sessionStorage.getItem('tenant'))).toBe(north.id);
  expect((await context.cookies()).find((cookie) => cookie.name === 'tenant')?.value).toBe(north.id);

  await dashboard.goto();
  await expect(page).toHaveURL('/dashboard');
  await expect(dashboard.tenantNamed('Legwork North')).toBeVisible();
  await expect(shell.tenantSelect).toHaveValue(north.id);
});
