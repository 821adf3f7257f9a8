/**
 * Clients and customers (issue 29), as an admin uses them: a client created through the form (a taken code is the
 * code's field error), a contact added, invoicing terms set and read back after a reload; and a client with an open
 * order deleted, the order named in the confirmation, then restored; a customer created on its client's page, listed,
 * renamed on its own page, which says whose prices apply.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ClientPages } from './pages/ClientPages';
import { graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

test('an admin creates a client, adds a contact and sets its invoicing terms, which hold after a reload', async ({ page }) => {
  const clients = new ClientPages(page);
  const code = `E2E${unique()}`.slice(0, 12);
  const name = `Lantern Fleet ${code}`;

  await clients.create({ name: 'Taken Code Fleet', code: 'NWM', billingEmail: 'ap@taken.test' });
  await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/taken|already/i);

  await clients.create({ name, code: code.toLowerCase(), billingEmail: 'AP@Lantern.test' });
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `${name} (${code})` })).toBeVisible();

  await clients.tab('Contacts').click();
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await clients.addContact({
    type: 'Primary',
    firstName: 'Ines',
    lastName: 'Ortega',
    email: 'Ines@Lantern.test',
    phone: '215-555-0199',
    ext: '42',
  });
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('rowheader', { name: 'Ines Ortega' })).toBeVisible();
  await expect(contacts).toContainText('ines@lantern.test');
  await expect(contacts).toContainText('215-555-0199 ext. 42');

  await clients.tab('Invoicing').click();
  await page.getByLabel('Payment terms').selectOption({ label: 'Net 45' });
  await page.getByLabel('Invoice frequency').selectOption({ label: 'Monthly, one invoice for the month' });
  await page.getByLabel('PO number required on every order').check();
  await page.getByLabel('Billing contact').selectOption({ label: 'Ines Ortega (Primary)' });
  await page.getByLabel('Invoice recipients').fill('ap@lantern.test\nnot an address');
  await page.getByLabel('Tax exempt').check();
  await page.getByRole('button', { name: 'Save invoicing terms' }).click();
  // Nothing is sent until each recipient is an address and the exemption has its certificate.
  await expect(page.getByLabel('Invoice recipients')).toHaveAccessibleDescription(
    /not an address: Each invoice recipient must be a valid email address/,
  );
  await expect(page.getByLabel('Exemption certificate number')).toHaveAccessibleDescription(/required when the client is tax exempt/);
  await page.getByLabel('Invoice recipients').fill('ap@lantern.test\nOps@Lantern.test');
  await page.getByLabel('Exemption certificate number').fill('EX-2291');
  await page.getByRole('button', { name: 'Save invoicing terms' }).click();
  await expect(page.getByText('Invoicing terms saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Payment terms')).toHaveValue('NET_45');
  await expect(page.getByLabel('Invoice frequency')).toHaveValue('MONTHLY');
  await expect(page.getByLabel('PO number required on every order')).toBeChecked();
  await expect(page.getByLabel('Billing contact').locator('option:checked')).toHaveText('Ines Ortega (Primary)');
  await expect(page.getByLabel('Invoice recipients')).toHaveValue('ap@lantern.test\nops@lantern.test');
  await expect(page.getByLabel('Tax exempt')).toBeChecked();
  await expect(page.getByLabel('Exemption certificate number')).toHaveValue('EX-2291');

  await page.goto(`/admin/clients?q=${code}`);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('link', { name })).toBeVisible();
});

test('deleting a client names its open orders first; a deleted client is restored', async ({ page }) => {
  const east = await eastOf(page.request);
  const code = `DEL${unique()}`.slice(0, 12);
  const name = `Ember Rentals ${code}`;
  const { createClient } = await graphqlWrite<{ createClient: { id: string } }>(
    page.request,
    'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { displayName: name, code } },
    east,
  );
  const place = (label: string, postalCode: string) => ({
    name: label,
    type: 'COMMERCIAL',
    address1: `1 ${label} Way`,
    city: 'Boston',
    stateProvince: 'MA',
    postalCode,
  });
  const { createOrder } = await graphqlWrite<{ createOrder: { id: string; number: string } }>(
    page.request,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id number } }',
    {
      input: {
        clientId: createClient.id,
        referenceNumbers: [`E2E-CLI-${code}`],
        vehicles: [{ make: 'Ford', model: 'Transit', year: 2023, vehicleClass: 'FULL_SIZE' }],
        locations: [place('Ember Yard', '02110'), place('Ember Branch', '02118')],
        legs: [
          {
            vehicleRef: 0,
            originRef: { index: 0 },
            destinationRef: { index: 1 },
            transportMethod: 'DRIVEN',
            requestedPickup: { mode: 'ASAP' },
            requestedDelivery: { mode: 'ASAP' },
          },
        ],
      },
    },
    east,
  );

  await page.goto(`/admin/clients/${createClient.id}`);
  await expect(page.getByRole('heading', { name: `${name} (${code})` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete client' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete client ${name}?` });
  await expect(dialog.getByRole('heading', { name: 'One open order of this client' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: createOrder.number })).toHaveAttribute('href', `/orders/${createOrder.id}`);
  await expect(dialog.getByText('No portal user loses access.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Client ${name} deleted.`)).toBeVisible();
  const header = page.getByRole('region', { name: `${name} (${code})` });
  await expect(header.getByRole('term').filter({ hasText: /^Deleted$/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Restore client' })).toBeVisible();

  await page.goto(`/admin/clients?trashed=ONLY&q=${code}`);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('link', { name })).toBeVisible();
  await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Restore client' }).click();
  await expect(page.getByText(`Client ${name} restored.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete client' })).toBeVisible();
});

test('a customer is created on its client’s page, listed, and edited on its own page', async ({ page }) => {
  const east = await eastOf(page.request);
  const code = `CUS${unique()}`.slice(0, 12);
  const { createClient } = await graphqlWrite<{ createClient: { id: string } }>(
    page.request,
    'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { displayName: `Orchard Motors ${code}`, code } },
    east,
  );
  await page.goto(`/admin/clients/${createClient.id}/customer-list`);
  await expect(page.getByText('No customers yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create customer' }).click();
  const dialog = page.getByRole('dialog', { name: `New customer of Orchard Motors ${code}` });
  await dialog.getByLabel('Name', { exact: true }).fill(`Orchard Motors Depot ${code}`);
  await dialog.getByLabel('Code').fill(`${code}-d`);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  const customers = page.getByRole('table', { name: `Customers of Orchard Motors ${code}` });
  await expect(customers.getByRole('link', { name: `Orchard Motors Depot ${code}` })).toBeVisible();
  await expect(customers).toContainText(`${code}-D`);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/admin/customers?q=${code}`);
  const list = page.getByRole('table', { name: 'Customers' });
  await expect(list.getByRole('link', { name: `Orchard Motors ${code}` })).toHaveAttribute('href', `/admin/clients/${createClient.id}`);
  await list.getByRole('link', { name: `Orchard Motors Depot ${code}` }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/A price of this customer’s own overrides its client’s/)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Orchard Motors Yard ${code}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Orchard Motors Yard ${code} (${code}-D)` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
