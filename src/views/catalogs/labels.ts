import type { BillingItemUnit } from '@/generated/enums/BillingItemUnit';
import type { CatalogItemMove } from '@/generated/enums/CatalogItemMove';
import type { CatalogItemStatus } from '@/generated/enums/CatalogItemStatus';
import type { DocumentTarget } from '@/generated/enums/DocumentTarget';
import type { BadgeProps } from '../kit/ui/Badge';

/**
 * The admin catalogs' words for their enum values (a line item's type is the record kit's LINE_ITEM_LABEL, an expense
 * type its EXPENSE_TYPE_LABEL).
 */

export const UNIT_LABEL: Record<BillingItemUnit, string> = {
  EACH: 'Each',
  PER_DAY: 'Per day',
  PER_DISTANCE_UNIT: 'Per distance unit',
  PERCENT: 'Percent',
};

export const DOCUMENT_TARGET_LABEL: Record<DocumentTarget, string> = {
  ORDER: 'Orders',
  ORDER_LEG: 'Order legs',
  ACCIDENT_REPORT: 'Accident reports',
};

export const STATUS_LABEL: Record<CatalogItemStatus, string> = { ACTIVE: 'Active', RETIRED: 'Retired' };

export const STATUS_TONE: Record<CatalogItemStatus, NonNullable<BadgeProps['tone']>> = { ACTIVE: 'success', RETIRED: 'neutral' };

/** The buttons of an item's moves (EDIT is the row's own button), the question each asks and what it says when done. */
export const MOVE_TEXT: Record<Exclude<CatalogItemMove, 'EDIT'>, { label: string; question: string; done: string }> = {
  RETIRE: { label: 'Retire', question: 'Retire it? Pickers and pricing stop offering it; records keep it.', done: 'retired' },
  RESTORE: { label: 'Restore', question: 'Offer it again?', done: 'restored' },
  DELETE: { label: 'Delete', question: 'Delete it for good? Only an item nothing refers to can be deleted.', done: 'deleted' },
};
