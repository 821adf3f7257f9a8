import { expect, type Locator, type Page } from '@playwright/test';

export type LegPlan = {
  /** The first leg's origin (later legs start where the previous one ends), as the option reads. */
  origin?: string;
  method: 'Client in' | 'Driven' | 'Tow' | 'Trucked';
  destination: string;
  delivery?: { mode: 'On' | 'Before' | 'After'; date: string };
};

/**
 * The order and quote form (/orders/create, /quotes/create): client, vehicles with VIN decode, the order's
 * places (saved ones by search, new addresses), a leg chain per vehicle, and the live price preview.
 */
export class OrderForm {
  readonly form: Locator;
  readonly client: Locator;
  readonly placeSearch: Locator;
  readonly pricePreview: Locator;
  readonly priceLines: Locator;
  readonly formAlert: Locator;

  constructor(
    readonly page: Page,
    formName: 'New order' | 'New quote',
  ) {
    this.form = page.getByRole('form', { name: formName });
    this.client = this.form.getByRole('combobox', { name: 'Client', exact: true });
    this.placeSearch = this.form.getByRole('searchbox', { name: 'Find a saved location' });
    this.pricePreview = page.getByRole('region', { name: 'Price preview' });
    this.priceLines = this.pricePreview.getByRole('table', { name: 'Price preview line items' });
    this.formAlert = this.form.getByRole('alert').first();
  }

  vehicle(number: number): Locator {
    return this.form.getByRole('group', { name: `Vehicle ${number}`, exact: true });
  }

  /** Types a VIN and asks for its decode. */
  async decodeVin(vehicle: number, vin: string) {
    await this.vehicle(vehicle).getByRole('textbox', { name: 'VIN' }).fill(vin);
    await this.vehicle(vehicle).getByRole('button', { name: 'Decode VIN' }).click();
  }

  async vehicleByHand(vehicle: number, fields: { year: string; make: string; model: string }) {
    const group = this.vehicle(vehicle);
    await group.getByRole('textbox', { name: 'Year' }).fill(fields.year);
    await group.getByRole('textbox', { name: 'Make' }).fill(fields.make);
    await group.getByRole('textbox', { name: 'Model' }).fill(fields.model);
  }

  async addVehicle() {
    await this.form.getByRole('button', { name: 'Add vehicle' }).click();
  }

  /** Finds a saved location by search and adds it to the order's places. */
  async addSavedPlace(search: string, name: string) {
    await this.placeSearch.fill(search);
    await this.form.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await expect(this.form.getByRole('button', { name: `Add ${name}`, exact: true })).toBeDisabled();
  }

  async addNewAddress() {
    await this.form.getByRole('button', { name: 'Add a new address' }).click();
  }

  newAddress(letter: string): Locator {
    return this.form.getByRole('group', { name: `${letter} · New address`, exact: true });
  }

  legChain(vehicle: number): Locator {
    return this.form.getByRole('group', { name: new RegExp(`^Legs of vehicle ${vehicle}\\b`) });
  }

  leg(vehicle: number, position: number): Locator {
    return this.legChain(vehicle).getByRole('group', { name: `Leg ${position}`, exact: true });
  }

  /** Appends a leg to a vehicle's chain and fills it. */
  async addLeg(vehicle: number, plan: LegPlan) {
    const position =
      (await this.legChain(vehicle)
        .getByRole('group', { name: /^Leg \d+$/ })
        .count()) + 1;
    await this.legChain(vehicle).getByRole('button', { name: 'Add leg', exact: true }).click();
    const leg = this.leg(vehicle, position);
    if (plan.origin) await leg.getByRole('combobox', { name: 'Origin' }).selectOption({ label: plan.origin });
    await leg.getByRole('combobox', { name: 'Transport method' }).selectOption({ label: plan.method });
    await leg.getByRole('combobox', { name: 'Destination' }).selectOption({ label: plan.destination });
    if (plan.delivery) {
      await leg.getByRole('combobox', { name: 'Delivery', exact: true }).selectOption({ label: plan.delivery.mode });
      await leg.getByLabel('Delivery date').fill(plan.delivery.date);
    }
  }

  submitButton(name: string): Locator {
    return this.form.getByRole('button', { name, exact: true });
  }

  /** The price preview's body rows (line items), once priced. */
  priceRows(): Locator {
    return this.priceLines.getByRole('rowgroup').nth(1).getByRole('row');
  }
}

/** /orders/create. */
export class CreateOrderPage extends OrderForm {
  constructor(page: Page) {
    super(page, 'New order');
  }

  async goto(tenantId?: string) {
    await this.page.goto(`/orders/create${tenantId ? `?tenant=${tenantId}` : ''}`);
  }
}
