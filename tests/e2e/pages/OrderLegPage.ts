import { expect, type Locator, type Page } from '@playwright/test';

/** /order-legs/:id and its tabs: header with the status, the machine's action bar, event dialogs, tabs. */
export class OrderLegPage {
  readonly header: Locator;
  readonly status: Locator;
  readonly holdNote: Locator;
  readonly actions: Locator;
  readonly dialog: Locator;
  readonly tabs: Locator;
  readonly history: Locator;

  readonly comments: Locator;
  readonly commentBox: Locator;
  readonly internal: Locator;
  readonly addComment: Locator;

  readonly alerts: Locator;
  readonly alertPriority: Locator;
  readonly alertMessage: Locator;
  readonly raiseAlert: Locator;

  readonly replay: Locator;

  readonly chooseFile: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('region', { name: /^Leg / });
    this.status = this.header.getByRole('status');
    this.holdNote = this.header.getByText(/^On hold:/);
    this.actions = page.getByRole('group', { name: 'Leg actions' });
    this.dialog = page.getByRole('dialog');
    this.tabs = page.getByRole('navigation', { name: /^Leg / });
    this.history = page.getByRole('region', { name: 'Status history' });

    this.comments = page.getByRole('region', { name: 'Comments', exact: true });
    const newComment = page.getByRole('region', { name: 'Add a comment' });
    this.commentBox = newComment.getByLabel('Comment', { exact: true });
    this.internal = newComment.getByLabel(/^Internal/);
    this.addComment = newComment.getByRole('button', { name: 'Add comment' });

    this.alerts = page.getByRole('region', { name: 'Alerts', exact: true });
    const newAlert = page.getByRole('region', { name: 'Raise an alert' });
    this.alertPriority = newAlert.getByLabel('Priority');
    this.alertMessage = newAlert.getByLabel('Message');
    this.raiseAlert = newAlert.getByRole('button', { name: 'Raise alert' });

    this.replay = page.getByRole('region', { name: 'Replay' });

    // The drop zone's hidden input (the zone is the button people use): several files at once.
    this.chooseFile = page.getByRole('region', { name: 'Upload a file' }).getByLabel('Choose files', { exact: true });
  }

  async goto(id: string, { tab = '', tenantId }: { tab?: string; tenantId?: string } = {}) {
    await this.page.goto(`/order-legs/${id}${tab ? `/${tab}` : ''}${tenantId ? `?tenant=${tenantId}` : ''}`);
  }

  /** A button of the action bar, by its exact text ("Process", "Clear for dispatch"). */
  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  statusIs(label: string): Promise<void> {
    return this.status.filter({ hasText: `Status: ${label}` }).waitFor();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  async hold(reason: string, note = '') {
    await this.action('Hold').click();
    await this.dialog.getByLabel('Hold reason').selectOption({ label: reason });
    if (note) await this.dialog.getByLabel('Note (optional)').fill(note);
    await this.dialog.getByRole('button', { name: 'Put on hold' }).click();
  }

  /**
   * CONFIRM: `YYYY-MM-DDTHH:mm` (5-minute steps) typed as an en-US tenant's user does: the day as MM/DD/YYYY, the time
   * chosen from the list, in the tenant's time zone.
   */
  async confirm(pickup: string, delivery: string) {
    await this.action('Confirm').click();
    for (const [label, value] of [
      ['Confirmed pickup', pickup],
      ['Confirmed delivery', delivery],
    ] as const) {
      const [day, time] = value.split('T');
      const [year, month, date] = day.split('-');
      await this.dialog.getByRole('textbox', { name: `${label} date` }).fill(`${month}/${date}/${year}`);
      await this.dialog.getByRole('combobox', { name: `${label} time` }).selectOption(time);
    }
    await this.dialog.getByRole('button', { name: 'Save confirmation' }).click();
  }

  /** A file's row in the upload list (its bar, "Done" or why it was refused). */
  uploadRow(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Upload a file' })
      .getByRole('list', { name: 'Uploads' })
      .getByRole('listitem', { name, exact: true });
  }

  async assign() {
    await this.action('Assign').click();
    await this.dialog.getByRole('button', { name: 'Assign leg' }).click();
  }

  /** Pick up or Deliver at the time its dialog offers (now on the tenant's clock), as a dispatcher who was told it just happened. */
  async custodyMove(action: 'Pick up' | 'Deliver') {
    await this.action(action).click();
    const label = action === 'Pick up' ? 'Picked up' : 'Delivered';
    await expect(this.dialog.getByLabel(`${label} on`)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(this.dialog.getByLabel(`${label} at`)).toHaveValue(/^\d{2}:\d{2}$/);
    await this.dialog.getByRole('button', { name: action === 'Pick up' ? 'Confirm the pick up' : 'Confirm the delivery' }).click();
  }
}
