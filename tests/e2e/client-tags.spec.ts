/**
 * Tags on clients (issue 29): an admin puts a new tag on a new client from its details tab; the clients list shows
 * it in the Tags column and filters by it, the choice kept in the URL across a reload.
 */
import { graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

test('an admin tags a client from its page; the clients list shows the tag and filters by it', async ({ page }) => {
  const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  const suffix = Date.now().toString(36).toUpperCase();
  const tagName = `Key account ${suffix}`;
  const clientName = `Tagged Fleet ${suffix}`;
  await graphqlWrite(
    page.request,
    'mutation($input: TagInput!) { createTag(input: $input) { id } }',
    {
      input: { name: tagName, colour: 'PURPLE' },
    },
    east.id,
  );
  const { createClient } = await graphqlWrite<{ createClient: { id: string } }>(
    page.request,
    'mutation($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { displayName: clientName, code: `T${suffix}`.slice(0, 10) } },
    east.id,
  );

  await page.goto(`/admin/clients/${createClient.id}`);
  const panel = page.getByRole('region', { name: 'Tags' });
  await expect(panel.getByText('No tags.')).toBeVisible();
  await panel.getByRole('button', { name: 'Edit tags' }).click();
  await panel.getByRole('group', { name: 'Choose the tags' }).getByRole('button', { name: tagName }).click();
  await panel.getByRole('button', { name: 'Save tags' }).click();
  await expect(panel.getByRole('list', { name: 'Tags' }).getByText(tagName)).toBeVisible();

  await page.goto('/admin/clients');
  const table = page.getByRole('table', { name: 'Clients' });
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: tagName, exact: true }).click();
  await expect(page).toHaveURL(/[?&]tags=[0-9a-f-]{36}/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(clientName) });
  await expect(row.getByRole('list', { name: `Tags of ${clientName}` }).getByText(tagName)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: tagName, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: clientName })).toBeVisible();
});
