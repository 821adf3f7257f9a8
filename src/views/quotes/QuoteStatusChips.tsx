import type { QuoteStatus } from '@/generated/graphql';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { QUOTE_STATUS_LABEL, QUOTE_STATUSES } from '../kit/record/quoteLabels';

export type QuoteStatusChipsProps = { selected: readonly QuoteStatus[]; onChange: (status: QuoteStatus[]) => void };

/** Toggle buttons per quote status; any pressed one matches, none pressed shows every quote. */
export const QuoteStatusChips = ({ selected, onChange }: QuoteStatusChipsProps) => (
  <ToggleChips
    legend="Status"
    options={QUOTE_STATUSES}
    label={(status) => QUOTE_STATUS_LABEL[status]}
    selected={selected}
    onChange={onChange}
    clearLabel="Clear statuses"
  />
);
