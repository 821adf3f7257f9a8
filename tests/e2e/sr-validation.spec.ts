/**
 * /storage/sr-validation-tool (issue 16): the yard checks a client's list of 5,000 stored vehicles against the vehicles
 * Legwork has on site for that client: every vehicle on site is matched, the rest of the list is reported, and the
 * result downloads as a CSV with a row for each.
 */
import fs from 'node:fs/promises';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { DEMO_PASSWORD } from './support/users';
import { expect, test } from './support/fixtures';

type OnSite = { vin: string | null; client: { id: string; displayName: string } };

test('a 5,000-row list is reconciled with the vehicles on site and the result downloads', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await apiLogin(context.request, 'storage@legwork.test', DEMO_PASSWORD);
  const page = await context.newPage();
  const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const { storageRecords } = await graphqlRead<{ storageRecords: { data: OnSite[] } }>(
    page.request,
    '{ storageRecords(first: 100, status: [RETURNED]) { data { vin client { id displayName } } } }',
    east,
  );
  // The client with the most vehicles on site, and all of its VINs.
  const byClient = new Map<string, OnSite[]>();
  for (const record of storageRecords.data) byClient.set(record.client.id, [...(byClient.get(record.client.id) ?? []), record]);
  const [records] = [...byClient.values()].sort((a, b) => b.length - a.length);
  if (!records?.length) throw new Error('The demo seed has no vehicle on site');
  const client = records[0].client.displayName;
  const vins = records.map((record) => record.vin as string);
  // The rest of the list: vehicles Legwork does not hold (well-formed, unknown VINs).
  const others = Array.from({ length: 5_000 - vins.length }, (_, i) => `Z${String(i).padStart(16, '0')}`);
  const csv = `VIN,Stock number\n${[...vins, ...others].map((vin, i) => `${vin},STK${i}`).join('\n')}\n`;

  await page.goto('/storage/sr-validation-tool');
  await page.getByLabel('Find a client').fill(client);
  await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: client });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose the list (CSV) or drop it here' }).click();
  await (await chooser).setFiles({ name: 'client-list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the list' }).click();

  await expect(page.getByRole('region', { name: `Matched (${vins.length})` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'In Legwork, not in the list (0)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('5,000 rows in the list');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the result (CSV)' }).click();
  const file = await (await download).path();
  const lines = (await fs.readFile(file, 'utf8')).trim().split(/\r?\n/);
  // A header and a row for each line of the list.
  expect(lines.length).toBe(5_001);
  expect(lines.filter((line) => vins.some((vin) => line.includes(vin)) && line.includes('Matched'))).toHaveLength(vins.length);
  await context.close();
});
