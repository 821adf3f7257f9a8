import { expect, type Locator, type Page } from '@playwright/test';

export type Address = { name: string; street: string; postalCode: string; contact?: string };

/** /portal/orders/create and /portal/quotes/create: the stepper, one form per step, Back and Next. */
export class PortalWizard {
  readonly steps: Locator;
  readonly next: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.steps = page.getByRole('navigation', { name: 'Steps' });
    this.next = page.getByRole('button', { name: 'Next', exact: true });
    this.back = page.getByRole('button', { name: 'Back', exact: true });
  }

  /** The form of the current step, named by its heading. */
  step(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  currentStep(): Locator {
    return this.steps.locator('[aria-current="step"]');
  }

  async vehicle(index: number, { year, make, model }: { year: string; make: string; model: string }) {
    const group = this.page.getByRole('group', { name: `Vehicle ${index}`, exact: true });
    await group.getByRole('textbox', { name: 'Year', exact: true }).fill(year);
    await group.getByRole('textbox', { name: 'Make', exact: true }).fill(make);
    await group.getByRole('textbox', { name: 'Model', exact: true }).fill(model);
  }

  async addVehicle() {
    await this.page.getByRole('button', { name: 'Add vehicle' }).click();
  }

  /** Pickup or delivery at a new address; leaving the postal code fills city and state from the ZIP table. */
  async newAddress(stepName: 'Pickup' | 'Delivery', address: Address) {
    const form = this.step(stepName);
    await form.getByRole('radio', { name: 'A new address' }).check();
    await form.getByRole('textbox', { name: 'Place name' }).fill(address.name);
    await form.getByRole('textbox', { name: 'Street address' }).fill(address.street);
    await form.getByRole('textbox', { name: 'ZIP or postal code' }).fill(address.postalCode);
    await form.getByRole('textbox', { name: 'ZIP or postal code' }).blur();
    await expect(form.getByRole('textbox', { name: 'City' })).not.toHaveValue('');
    if (address.contact) await form.getByRole('textbox', { name: 'Contact name', exact: true }).fill(address.contact);
  }

  async goNext(toStep: string) {
    await this.next.click();
    await expect(this.step(toStep)).toBeVisible();
  }

  /** The confirmation an order asks for before it is placed (the requested window, its time zone, the phones). */
  confirmation(): Locator {
    return this.page.getByRole('dialog', { name: 'Place this order?' });
  }

  /** The review's Place order, then the same in its confirmation. */
  async placeOrder() {
    await this.page.getByRole('button', { name: 'Place order' }).click();
    await this.confirmation().getByRole('button', { name: 'Place order' }).click();
  }

  /** The review's price table, once priced. */
  priceLines(): Locator {
    return this.page.getByRole('table', { name: 'Price line items' });
  }
}
