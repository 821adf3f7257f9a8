import { expect, type Locator, type Page } from '@playwright/test';

/** /accidents-incidents and its pages: the report form, the report page with its repairs, the lists. */
export class AccidentPages {
  readonly form: Locator;
  readonly banner: Locator;
  readonly preview: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('region', { name: /^Report an accident or incident|^Edit report/ });
    this.banner = this.form.getByRole('alert');
    this.preview = page.getByRole('status').filter({ hasText: 'DOT recordable:' });
    this.dialog = page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** A day (YYYY-MM-DD) typed as an en-US tenant's user does, and a time of day from the 5-minute list. */
  async fillWhen(day: string, time: string) {
    const [year, month, date] = day.split('-');
    await this.page.getByRole('textbox', { name: 'When date', exact: true }).fill(`${month}/${date}/${year}`);
    await this.page.getByRole('combobox', { name: 'When time' }).selectOption(time);
  }

  /** Finds the leg by its number and chooses it. */
  async chooseLeg(number: string) {
    await this.field('Leg').fill(number);
    await this.page.getByRole('button', { name: `Choose leg ${number}` }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save report' }).click();
  }

  repair(number: string | RegExp): Locator {
    return this.page.getByRole('article', { name: typeof number === 'string' ? new RegExp(`^Repair ${number}`) : number });
  }

  /** Sends a repair step; a step that records something fills its dialog first. */
  async step(card: Locator, action: string, fields: Record<string, string> = {}) {
    await card.getByRole('button', { name: action, exact: true }).click();
    if (Object.keys(fields).length === 0) return;
    const dialog = this.page.getByRole('dialog');
    for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label }).fill(value);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
