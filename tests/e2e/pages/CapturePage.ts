import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The driver's capture page (/order-legs/:id/files/condition-reports), walked as a driver walks it: step by step. */
export class CapturePage {
  constructor(readonly page: Page) {}

  step = (name: string) => this.page.getByRole('heading', { level: 2, name, exact: true });

  async next(name: string) {
    await this.page.getByRole('button', { name: `Next: ${name}` }).click();
    await expect(this.step(name)).toBeVisible();
  }

  /** The camera input: the button opens the file chooser, which a phone fills from its camera. */
  async photo(button: string | RegExp, png: Buffer, name = 'photo.png') {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: button }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
  }

  /** A damage tapped on the diagram's panel, its type and size, and a photo of it. */
  async damage(number: number, panel: string, type: string, size: string, png: Buffer | null) {
    await this.page.getByRole('button', { name: panel, exact: true }).click();
    const editor = this.page.getByRole('group', { name: `Damage ${number}` });
    await editor.getByLabel('Damage type').selectOption({ label: type });
    await editor.getByLabel('Size').selectOption({ label: size });
    if (png) {
      await this.photo(`Add a photo of damage ${number}`, png, `damage-${number}.png`);
      await expect(editor.getByRole('img', { name: `Damage ${number} photo 1` })).toBeVisible();
    }
    await this.page.getByRole('button', { name: `Done with damage ${number}` }).click();
  }

  /** A signature drawn with the pointer on the pad, then Done. */
  async drawSignature(label: string) {
    const pad = this.page.getByRole('group', { name: label });
    const canvas = pad.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the signature pad has no box');
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    for (const [dx, dy] of [
      [60, -30],
      [120, 25],
      [180, -20],
      [240, 30],
    ])
      await this.page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
    await this.page.mouse.up();
    await pad.getByRole('button', { name: 'Done' }).click();
  }

  /** The whole report with nothing remarkable: every item passes, the condition filled in, the customer away. */
  async fillTheRest({
    odometer,
    signers = { taker: 'Driver', other: 'customer' },
  }: {
    odometer: string;
    signers?: { taker: string; other: string };
  }) {
    await this.next('Inspection');
    await this.page.getByRole('button', { name: /^Mark the other \d+ as pass$/ }).click();
    await expect(this.page.getByText('Every item is answered.')).toBeVisible();
    await this.next('Condition');
    await this.page.getByLabel('Odometer reading').fill(odometer);
    await this.page.getByLabel('Fuel level').selectOption({ label: '½' });
    await this.page.getByLabel('Keys', { exact: true }).fill('2');
    await this.page.getByLabel('Fobs', { exact: true }).fill('1');
    await this.next('Signatures');
    await this.drawSignature(`${signers.taker}’s signature`);
    await expect(this.page.getByText(/^Signed by /)).toBeVisible();
    await this.page.getByLabel(`The ${signers.other} is not available to sign`).check();
    await this.page.getByLabel(`Why the ${signers.other} is not available`).fill('Lot closed; keys in the lock box.');
    await this.next('Send');
  }
}
