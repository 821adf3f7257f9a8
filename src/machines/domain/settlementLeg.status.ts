import type { SettlementLegStatus } from '../../generated/enums/SettlementLegStatus';
import type { SettlementStatus } from '../../generated/enums/SettlementStatus';

export type { SettlementLegStatus };

/**
 * A settled leg's pay status (docs/flows.md#settlement): CREATED on a draft, PENDING_PRELOAD once its settlement is
 * open with nothing paid yet, PROCESSING once a preload or an advance is paid, PENDING_FINAL_PAYMENT once anything
 * else is paid but not the whole net, DRIVER_PAID when the settlement is PAID (final). ON_HOLD keeps the status it
 * was held from and, released, returns to where the settlement has since come; paying the settlement pays it.
 */
export type SettlementLegFacts = {
  settlement: SettlementStatus;
  /** The payment types posted on the settlement so far. */
  paymentTypes: readonly string[];
};

const EARLY = new Set(['PRELOAD', 'ADVANCE']);

export const settlementLegStatusFor = ({ settlement, paymentTypes }: SettlementLegFacts): SettlementLegStatus => {
  if (settlement === 'PAID') return 'DRIVER_PAID';
  if (settlement === 'DRAFT') return 'CREATED';
  if (paymentTypes.length === 0) return 'PENDING_PRELOAD';
  return paymentTypes.every((type) => EARLY.has(type)) ? 'PROCESSING' : 'PENDING_FINAL_PAYMENT';
};

/** Holding a leg: from any status before DRIVER_PAID, remembering it; releasing goes back to it. */
export const holdSettlementLeg = (status: SettlementLegStatus): { status: 'ON_HOLD'; heldFrom: SettlementLegStatus } | null =>
  status === 'DRIVER_PAID' || status === 'ON_HOLD' ? null : { status: 'ON_HOLD', heldFrom: status };

export const releaseSettlementLeg = (status: SettlementLegStatus, heldFrom: SettlementLegStatus | null): SettlementLegStatus | null =>
  status === 'ON_HOLD' && heldFrom ? heldFrom : null;

/** A settled leg's next status as its settlement moves; a held leg stays held (its held-from moves instead). */
export const nextSettlementLegStatus = (
  current: { status: SettlementLegStatus; heldFrom: SettlementLegStatus | null },
  facts: SettlementLegFacts,
): { status: SettlementLegStatus; heldFrom: SettlementLegStatus | null } => {
  const next = settlementLegStatusFor(facts);
  if (current.status === 'ON_HOLD' && next !== 'DRIVER_PAID') return { status: 'ON_HOLD', heldFrom: next };
  return { status: next, heldFrom: null };
};
