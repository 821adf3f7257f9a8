/**
 * The portal's storage stays (issue 16): a client opens the page of its leg whose vehicle the yard holds and reads
 * where it is stored, since when, the days so far and the STORAGE charge, with none of the yard's own notes (spot,
 * keys). Read only: the seeded Northwind legs in storage are left as they are.
 */
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

type StoredLeg = { id: string; number: string; order: { client: { displayName: string } } };

test('a client reads its stored vehicle’s stay on the leg page: facility, days and charge so far, no spot or keys', async ({
  browser,
  authStates,
}) => {
  const admin = await authStates.contextFor(browser, 'admin');
  const east = (await myTenants(admin.request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: StoredLeg[] } }>(
    admin.request,
    '{ orderLegs(first: 100, status: [IN_STORAGE]) { data { id number order { client { displayName } } } } }',
    east,
  );
  const leg = orderLegs.data
    .filter((row) => row.order.client.displayName === 'Northwind Motors')
    .sort((a, b) => a.number.localeCompare(b.number))[0];
  if (!leg) throw new Error('The demo seed has no Northwind leg in storage');
  type Stay = { number: string; spot: string | null; facility: { name: string }; leg: { id: string } | null };
  const { storageRecords } = await graphqlRead<{ storageRecords: { data: Stay[] } }>(
    admin.request,
    '{ storageRecords(first: 100, status: [RETURNED]) { data { number spot facility { name } leg { id } } } }',
    east,
  );
  const record = storageRecords.data.find((row) => row.leg?.id === leg.id);
  if (!record) throw new Error(`The demo seed has no record on site for ${leg.number}`);
  await admin.close();

  const client = await authStates.contextFor(browser, 'client');
  const page = await client.newPage();
  await page.goto(`/portal/order-legs/${leg.id}`);
  const stay = page.getByRole('region', { name: /^Storage SR-\d+$/ });
  await expect(stay).toBeVisible();
  await expect(stay.getByRole('heading')).toContainText('In storage');
  await expect(stay).toContainText('Days in storage');
  await expect(stay).toContainText('Storage charge so far');
  await expect(stay).toHaveAccessibleName(`Storage ${record.number}`);
  await expect(stay).toContainText(record.facility.name);
  // The yard's own note of where the vehicle stands is not the client's.
  expect(record.spot).toBeTruthy();
  await expect(page.getByText(record.spot ?? '')).toHaveCount(0);
  await client.close();
});
