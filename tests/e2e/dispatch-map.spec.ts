/**
 * The dispatch board's map (issue 34): it opens fitted to the legs with their cities named; the keyboard zooms it
 * (+ −, 0 back to the fit) and pans it (arrows), and a leg selected on the map is drawn as the named line on top; one
 * opened from the list while the map looks elsewhere is brought into sight.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'dispatch', viewport: { width: 1366, height: 768 } });

/** The board's map once drawn (its name counts the legs and says the zoom). */
const openMap = async (page: Page) => {
  await page.goto('/dispatch');
  const map = page.getByRole('group', { name: /^Map of [\d,]+ legs?.*, zoom / });
  await expect(map).toBeVisible({ timeout: 15_000 });
  return map;
};

test('the keyboard zooms and pans the map, and the selected leg is drawn on top', async ({ page }) => {
  const map = await openMap(page);
  const zoom = page.getByRole('group', { name: 'Map zoom' }).getByRole('status');
  const fitted = Number(await map.getAttribute('data-zoom'));
  expect(fitted).toBeGreaterThanOrEqual(1);
  await expect(map.getByText(/, [A-Z]{2}$/).first()).toBeVisible();
  const leg = map.getByRole('button').first();
  const atFit = await leg.boundingBox();

  // Zoom: + is ×1.5 around the centre, said in the map's name and the zoom readout; 0 goes back to the fit.
  await map.focus();
  await page.keyboard.press('+');
  const zoomed = Math.round(fitted * 1.5 * 1000) / 1000;
  await expect(map).toHaveAttribute('data-zoom', String(zoomed));
  await expect(zoom).toHaveText(`${zoomed >= 10 ? Math.round(zoomed) : Math.round(zoomed * 10) / 10}×`);
  await expect(map).toHaveAccessibleName(new RegExp(`zoom ${(await zoom.textContent()) ?? ''}$`));

  // Pan: ArrowRight shows more of the east, so a leg moves a fifth of the map's width to the left.
  const before = await leg.boundingBox();
  const frame = await map.boundingBox();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await leg.boundingBox())?.x).toBeLessThan((before?.x ?? 0) - (frame?.width ?? 0) * 0.15);
  await page.keyboard.press('0');
  await expect(map).toHaveAttribute('data-zoom', String(fitted));
  await expect.poll(async () => Math.round((await leg.boundingBox())?.x ?? 0)).toBe(Math.round(atFit?.x ?? 0));

  // Select the first leg from the keyboard: its line is drawn on top, named, and its row opens.
  await page.keyboard.press('Tab');
  const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
  expect(name).toMatch(/^Leg [A-Z]-[\d-]+, /);
  await page.keyboard.press('Enter');
  await expect(map.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const line = map.getByRole('img', { name: `Selected l${name.slice(1)}` });
  await expect(line).toBeVisible();
  expect((await line.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  await expect(page.getByRole('complementary', { name: name.split(',')[0] })).toBeVisible();
});

test('a leg opened from the list while the map looks elsewhere is brought into sight', async ({ page }) => {
  const map = await openMap(page);
  const row = page.getByRole('button', { name: /^[A-Z]-\d+-\d+$/, pressed: false }).first();
  const other = (await row.textContent()) ?? '';
  await map.focus();
  for (const key of ['+', '+', '+', '+', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp'])
    await page.keyboard.press(key);
  const inSight = async (shape: Locator) => {
    // Both boxes read together: opening a leg moves the map down the page.
    const [at, box] = [await shape.boundingBox(), await map.boundingBox()];
    if (!at || !box) return false;
    const [x, y] = [at.x + at.width / 2, at.y + at.height / 2];
    return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
  };
  await expect.poll(() => inSight(map.getByRole('button', { name: new RegExp(`^Leg ${other},`) }))).toBe(false);
  await row.click();
  const line = map.getByRole('img', { name: new RegExp(`^Selected leg ${other},`) });
  await expect(line).toBeVisible();
  await expect.poll(() => inSight(line)).toBe(true);
});
