import { id, listUrl, text } from '../kit/list/listUrl';

/** What /accounting/invoices/order-legs shows, kept in its URL: a search and one client. */
export const readyToBillUrl = listUrl('/accounting/invoices/order-legs', {
  q: text('q', 100),
  client: id('client'),
});

export type ReadyToBillView = ReturnType<typeof readyToBillUrl.read>;

/** The readyToBillLegs variables of a view. */
export const readyToBillFilter = (view: ReadyToBillView) => ({ search: view.q || null, clientId: view.client || null });
