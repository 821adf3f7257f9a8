import type { HelpDeskReason } from '../../src/generated/enums/HelpDeskReason';

export type HelpDeskCauseRow = { reason: HelpDeskReason; at: Date | null; detail: string };

/** A listed leg as the list's SQL selects it; `leg` is loaded by the orders area's loader. */
export type HelpDeskLegRow = {
  legId: string;
  since: Date | null;
  causes: HelpDeskCauseRow[];
};
