/**
 * Issue 34, desk widths: at a 1366 × 768 desk every staff list reads whole. Record numbers sit on one line, column
 * headings are not cut, no table runs past its panel (the columns without room wait behind "Columns"), a value cut
 * short carries its whole text in its title, and the board's chosen leg shows its suggestions in view, however far
 * down the list it was. Pickup regions are chosen from the chip picker by keyboard.
 */
import type { Locator, Page } from '@playwright/test';
import { OrdersPage } from './pages/OrdersPage';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'dispatch', viewport: { width: 1366, height: 768 } });

/** How many lines an element's text takes: the distinct tops of its text's boxes (a wrapped number has two or more). */
const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });

const expectOneLine = async (elements: Locator, atMost = 10) => {
  const count = Math.min(await elements.count(), atMost);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const element = elements.nth(index);
    expect(await lineCount(element), `${await element.innerText()} on one line`).toBe(1);
  }
};

/** Every column heading shows its whole label: none clipped, none wrapped mid-word. */
const expectWholeHeadings = async (table: Locator) => {
  const cut = await table
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));
  expect(cut).toEqual([]);
};

/** The table fits the box it scrolls in: nothing runs off the right edge. */
const expectNoSidewaysScroll = async (table: Locator) => {
  const overflow = await table.evaluate((node) => {
    const box = node.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
};

/** A cell cut short (ellipsis) names its whole text in its title. */
const expectCutCellsTitled = async (table: Locator) => {
  const untitled = await table.getByRole('cell').evaluateAll((cells) =>
    cells
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .filter((cell) => !(cell.getAttribute('title') ?? '').trim())
      .map((cell) => cell.textContent),
  );
  expect(untitled).toEqual([]);
};

const board = (page: Page) => page.getByRole('table', { name: 'Open legs by pickup day' });

test('/dispatch: numbers on one line, the table within its panel, regions by keyboard, the chosen leg’s suggestions in view', async ({
  page,
}) => {
  await page.goto('/dispatch');
  const table = board(page);
  const legs = table.getByRole('rowheader').getByRole('button');
  await expect(legs.first()).toBeVisible();
  await expectOneLine(legs);
  await expectWholeHeadings(table);
  await expectNoSidewaysScroll(table);

  // The last leg of the page, far down the list: its panel and suggestions come into view beside it.
  const last = legs.last();
  const number = (await last.innerText()).trim();
  await last.click();
  const panel = page.getByRole('complementary', { name: `Leg ${number}` });
  await expect(panel.getByRole('heading', { name: 'Suggested drivers' })).toBeInViewport();
  await expect(last).toBeInViewport();

  // Pickup regions: a labelled combobox; ↓ then Enter chooses the first region as a chip, Backspace takes it off.
  const regions = page.getByRole('combobox', { name: 'Pickup regions' });
  await regions.focus();
  await page.keyboard.press('ArrowDown');
  const first = page.getByRole('listbox', { name: 'Pickup regions' }).getByRole('option').first();
  const region = (await first.innerText()).trim();
  await page.keyboard.press('Enter');
  const chips = page.getByRole('list', { name: 'Pickup regions chosen' });
  await expect(chips.getByRole('button', { name: `Remove ${region}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`regions=${region}`));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Backspace');
  await expect(chips).toBeHidden();
});

test('/dispatch/order-legs: leg numbers on one line and the table within its panel', async ({ page }) => {
  await page.goto('/dispatch/order-legs');
  const table = board(page);
  const numbers = table.getByRole('rowheader').getByRole('link');
  await expect(numbers.first()).toBeVisible();
  await expectOneLine(numbers);
  await expectWholeHeadings(table);
  await expectNoSidewaysScroll(table);
});

test('/orders: numbers on one line, no column off the edge (the rest behind Columns), cut values titled whole', async ({ page }) => {
  const orders = new OrdersPage(page);
  await page.goto('/orders');
  await expect(orders.rowLinks.first()).toBeVisible();
  await expectOneLine(orders.rowLinks);
  await expectWholeHeadings(orders.table);
  await expectNoSidewaysScroll(orders.table);
  await expectCutCellsTitled(orders.table);
  // The default nine columns need ~1,600 px: at this width the last ones wait behind "Columns", named there.
  await page.getByText('Columns', { exact: true }).click();
  const created = page.getByRole('group', { name: 'Shown, in this order' }).getByRole('listitem').filter({ hasText: 'Created' });
  await expect(created.getByRole('checkbox', { name: 'Created' })).toBeChecked();
  await expect(created).toContainText('no room at this width');
  await expect(orders.table.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
});

test.describe('as an administrator (/storage is not the dispatcher’s)', () => {
  test.use({ signedInAs: 'admin' });

  test('/storage/records: record numbers on one line and the table within its panel', async ({ page }) => {
    await page.goto('/storage/records');
    const table = page.getByRole('table', { name: 'Storage records' });
    const numbers = table.getByRole('rowheader').getByRole('link');
    await expect(numbers.first()).toBeVisible();
    await expectOneLine(numbers);
    await expectWholeHeadings(table);
    await expectNoSidewaysScroll(table);
  });
});
