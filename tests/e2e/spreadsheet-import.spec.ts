/**
 * Spreadsheet import (issue 33): a dispatcher imports a client's weekly list of orders from /orders: every row
 * is checked before anything is stored, the import shows its progress, and the orders are listed once it is done.
 * What a server test proves (refusals, duplicates, the error file, the portal's scope) is in tests/server/imports.test.ts.
 */
import { OrdersPage } from './pages/OrdersPage';
import { SpreadsheetImportDialog } from './pages/SpreadsheetImportDialog';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'dispatch' });

const ROWS = Number(process.env.E2E_IMPORT_ROWS ?? 1000);
const HEADER =
  'Client,Client reference,Make,Model,Pickup name,Pickup address,Pickup city,Pickup state,Pickup postal code,Delivery name,Delivery address,Delivery city,Delivery state,Delivery postal code,Transport method';

// The thousand rows: the orders are created a batch a transaction (server/orders/orders.createMany.ts), so the
// import takes seconds on the embedded database; E2E_IMPORT_ROWS runs another count.
test(`a ${ROWS.toLocaleString('en-US')}-row CSV is checked, imported with its progress and listed`, async ({ page }) => {
  test.setTimeout(Number(process.env.E2E_IMPORT_TIMEOUT_MS ?? 300_000));
  const run = `E2E${Date.now().toString(36).toUpperCase()}`;
  const lines = Array.from(
    { length: ROWS },
    (_, i) =>
      `NWM,${run}-${i + 1},Toyota,Corolla,Back Bay lot,1 Boylston St,Boston,MA,02116,Brooklyn store,10 Court St,Brooklyn,NY,11201,Driven`,
  );
  const orders = new OrdersPage(page);
  await orders.goto();
  const dialog = new SpreadsheetImportDialog(page);
  await dialog.open();
  await dialog.upload('weekly.csv', `${HEADER}\n${lines.join('\n')}\n`);
  await expect(dialog.dialog).toContainText(`weekly.csv: ${ROWS.toLocaleString('en-US')} rows. Nothing is stored until you import.`);
  await expect(dialog.dialog.getByRole('combobox', { name: 'Pickup postal code (required)' })).toHaveValue('Pickup postal code');
  await dialog.check();
  await expect(dialog.dialog).toContainText(`${ROWS.toLocaleString('en-US')} of ${ROWS.toLocaleString('en-US')} rows can be imported`, {
    timeout: 60_000,
  });
  await dialog.importValid(ROWS.toLocaleString('en-US'));
  await expect(dialog.progress('Importing orders')).toBeVisible();
  await expect(dialog.dialog).toContainText(`${ROWS.toLocaleString('en-US')} orders imported; 0 rows not imported.`, {
    timeout: Number(process.env.E2E_IMPORT_TIMEOUT_MS ?? 300_000),
  });
  await dialog.close();

  // Every imported order is listed: the run's references find all of them.
  await orders.search.fill(run);
  await expect(orders.total).toHaveText(`${ROWS.toLocaleString('en-US')} ${ROWS === 1 ? 'order' : 'orders'}`);
  await expect(orders.rowLinks.first()).toBeVisible();
});
