/**
 * Client relations (issue 32), as an admin sets an account up and the desk reads it: a new client given an account
 * manager on its details (kept after a reload), then listed on /client-relations among the team's accounts, whose
 * name opens the account's view with its 90 days and what is open on it.
 */
import type { APIRequestContext } from '@playwright/test';
import { graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

test('a client given an account manager is on the desk, and its name opens the account', async ({ page }) => {
  const east = await eastOf(page.request);
  const code = `CR${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  const name = `Beacon Fleet ${code}`;
  const { createClient } = await graphqlWrite<{ createClient: { id: string } }>(
    page.request,
    'mutation($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { displayName: name, code } },
    east,
  );

  await page.goto(`/admin/clients/${createClient.id}?tenant=${east}`);
  const manager = page.getByRole('combobox', { name: 'Account manager' });
  await expect(manager.getByRole('option')).not.toHaveCount(1);
  await manager.selectOption({ index: 1 });
  const chosen = await manager.inputValue();
  await page.getByRole('button', { name: 'Save account manager' }).click();
  await expect(page.getByText('Account manager saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Account manager' })).toHaveValue(chosen);

  await page.goto('/client-relations');
  const accounts = page.getByRole('table', { name: "The team's accounts" });
  await accounts.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/client-relations/clients\\?id=${createClient.id}$`));
  const account = page.getByRole('region', { name: `Account ${name}` });
  await expect(account.getByRole('heading', { name })).toBeVisible();
  await expect(account.getByText('Nothing open.')).toBeVisible();
  await expect(account.getByText('No contacts yet.')).toBeVisible();
});
