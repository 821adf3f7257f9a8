/** The order list's status filter, three vocabularies: where the order stands, what any of its legs is doing, how its invoices are paid. */
export const OrderListStatus = {
  ACKNOWLEDGED: 'ACKNOWLEDGED',
  ARCHIVED: 'ARCHIVED',
  CLEARED_FOR_DISPATCH: 'CLEARED_FOR_DISPATCH',
  CLOSED: 'CLOSED',
  CREATED: 'CREATED',
  DELIVERED: 'DELIVERED',
  IN_REPAIR: 'IN_REPAIR',
  IN_STORAGE: 'IN_STORAGE',
  IN_TRANSIT: 'IN_TRANSIT',
  ON_HOLD: 'ON_HOLD',
  PAID: 'PAID',
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  PENDING_CONFIRMATION: 'PENDING_CONFIRMATION',
  PENDING_PICKUP: 'PENDING_PICKUP',
  PROCESSING: 'PROCESSING',
  UNACKNOWLEDGED: 'UNACKNOWLEDGED',
  UNPAID: 'UNPAID',
  VOID: 'VOID',
  WAITING_ON_TAG_AND_TITLE: 'WAITING_ON_TAG_AND_TITLE',
} as const;

export type OrderListStatus = (typeof OrderListStatus)[keyof typeof OrderListStatus];

/** Every OrderListStatus, in schema order. */
export const OrderListStatusValues = ['ACKNOWLEDGED', 'ARCHIVED', 'CLEARED_FOR_DISPATCH', 'CLOSED', 'CREATED', 'DELIVERED', 'IN_REPAIR', 'IN_STORAGE', 'IN_TRANSIT', 'ON_HOLD', 'PAID', 'PARTIALLY_PAID', 'PENDING_CONFIRMATION', 'PENDING_PICKUP', 'PROCESSING', 'UNACKNOWLEDGED', 'UNPAID', 'VOID', 'WAITING_ON_TAG_AND_TITLE'] as const;
