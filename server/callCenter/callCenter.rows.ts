import type { LegContact } from '../../src/domain/schemas/orders';

/** A leg of the queue as its SQL selects it; `leg` is loaded by the orders area's loader. */
export type CallCenterLegRow = {
  legId: string;
  contact: LegContact | null;
  promisedDay: string | null;
};
