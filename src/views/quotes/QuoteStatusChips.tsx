import type { QuoteStatus } from '@/generated/graphql';
import { QUOTE_STATUS_LABEL, QUOTE_STATUSES } from './labels';

export type QuoteStatusChipsProps = { selected: readonly QuoteStatus[]; onChange: (status: QuoteStatus[]) => void };

/** Toggle buttons per quote status; any pressed one matches, none pressed shows every quote. */
export const QuoteStatusChips = ({ selected, onChange }: QuoteStatusChipsProps) => (
  <fieldset className="status-chips">
    <legend className="field-label">Status</legend>
    {QUOTE_STATUSES.map((status) => {
      const pressed = selected.includes(status);
      return (
        <button
          key={status}
          type="button"
          className="status-chip"
          aria-pressed={pressed}
          onClick={() => onChange(pressed ? selected.filter((item) => item !== status) : [...selected, status])}
        >
          {QUOTE_STATUS_LABEL[status]}
        </button>
      );
    })}
    {selected.length > 0 && (
      <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange([])}>
        Clear statuses
      </button>
    )}
  </fieldset>
);
