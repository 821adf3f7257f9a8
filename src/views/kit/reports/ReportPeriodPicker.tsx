import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { type ReportPeriod, type ReportPeriodKind, periodLabel, periodOf, shiftPeriod } from '../../../domain/reports/period';
import { DayFilter } from '../forms/DayFilter';
import { Button } from '../ui/Button';
import { FieldSelect } from '../ui/FieldSelect';

const KIND_LABEL: Record<ReportPeriodKind, string> = { MONTH: 'Month', QUARTER: 'Quarter', YEAR: 'Year', CUSTOM: 'Custom' };

export type ReportPeriodPickerProps = {
  period: ReportPeriod;
  kinds: readonly ReportPeriodKind[];
  onChange: (period: ReportPeriod) => void;
  /** The server's field errors (`params.period.from`, `params.period.to`). */
  errors: FieldErrors;
  locale?: string;
};

/** A report's period: a month, quarter or year stepped back and forth, or custom days (in the tenant's zone). */
export const ReportPeriodPicker = ({ period, kinds, onChange, errors, locale }: ReportPeriodPickerProps) => (
  <fieldset className="report-period">
    <legend className="visually-hidden">Period</legend>
    <FieldSelect
      label="Period"
      choices={kinds.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
      value={period.kind}
      onChange={(kind) => onChange(kind === 'CUSTOM' ? { ...period, kind: 'CUSTOM' } : periodOf(kind as ReportPeriodKind, period.from))}
      error={errors['params.period.kind']}
    />
    {period.kind === 'CUSTOM' ? (
      <>
        <DayFilter label="From" value={period.from} onChange={(from) => from && onChange({ ...period, from })} />
        <DayFilter label="To" value={period.to} onChange={(to) => to && onChange({ ...period, to })} />
      </>
    ) : (
      <div className="report-period-step">
        <Button
          className="btn-small"
          aria-label={`Previous ${KIND_LABEL[period.kind].toLowerCase()}`}
          onClick={() => onChange(shiftPeriod(period, -1))}
        >
          ‹
        </Button>
        <output aria-live="polite" className="report-period-label">
          {periodLabel(period, locale)}
        </output>
        <Button
          className="btn-small"
          aria-label={`Next ${KIND_LABEL[period.kind].toLowerCase()}`}
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          ›
        </Button>
      </div>
    )}
    {[...(errors['params.period.from'] ?? []), ...(errors['params.period.to'] ?? []), ...(errors['params.period'] ?? [])].map((message) => (
      <p key={message} className="field-error" role="alert">
        {message}
      </p>
    ))}
  </fieldset>
);
