/**
 * The page a notification opens, from the ids its data names (the most specific record first); portal users open the
 * portal's page of the same record. A notification naming no record opens the user's home.
 */
const STAFF_LINKS: [key: string, path: (id: string) => string][] = [
  ['orderLegId', (id) => `/order-legs/${id}`],
  ['orderId', (id) => `/orders/${id}`],
  ['quoteId', (id) => `/quotes/${id}`],
  ['settlementId', (id) => `/accounting/settlements/view?id=${id}`],
  ['packetId', (id) => `/tag-and-title/packets/${id}`],
  ['taskId', (id) => `/dashboard#task-${id}`],
  ['announcementId', (id) => `/dashboard#announcement-${id}`],
];
const PORTAL_LINKS: [key: string, path: (id: string) => string][] = [
  ['orderLegId', (id) => `/portal/order-legs/${id}`],
  ['orderId', (id) => `/portal/orders/${id}`],
  ['quoteId', (id) => `/portal/quotes/${id}`],
];

export const notificationLink = (data: unknown, portal: boolean): string => {
  const values = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  if (typeof values.link === 'string' && values.link.startsWith('/')) return values.link;
  for (const [key, path] of portal ? PORTAL_LINKS : STAFF_LINKS) {
    const id = values[key];
    if (typeof id === 'string' && id !== '') return path(id);
  }
  return portal ? '/portal' : '/dashboard';
};
