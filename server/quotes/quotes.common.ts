import type { MachineActor } from '../../src/machines/domain/status';
import type { AuthUser } from '../auth/users';
import type { QuoteRow } from './quotes.rows';

/** Who sends a quote event, as the shared machine's guards read it. */
export const machineActor = (user: AuthUser): MachineActor => ({ id: user.id, roles: user.roles });

/** What the activity log keeps of a quote: status and money, not the whole request. */
export const snapshot = (quote: QuoteRow) => ({
  status: quote.status,
  revision: quote.revision,
  validUntil: quote.validUntil,
  subtotal: quote.subtotal,
  tax: quote.tax,
  total: quote.total,
  declineReason: quote.declineReason,
  orderId: quote.orderId,
  version: quote.version,
});
