import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { todayIn } from '../../../domain/dates';
import { reportVolumeUnit } from '../../../domain/receiptFuel';
import { type ReportPeriod, type ReportPeriodKind, REPORT_PERIOD_KINDS, periodLabel } from '../../../domain/reports/period';
import { type CellFormat, type ReportResult, reportCsvName } from '../../../domain/reports/table';
import type { RouteDef } from '../../../routes';
import { useCurrentTenant } from '../app/useCurrentUser';
import { ClientPicker } from '../pickers/ClientPicker';
import { ErrorState } from '../ui/ErrorState';
import { FieldSelect } from '../ui/FieldSelect';
import { TextField } from '../ui/TextField';
import { ReportChart } from './ReportChart';
import { ReportPeriodPicker } from './ReportPeriodPicker';
import { ReportTableView } from './ReportTableView';
import { readReportUrl, reportHref } from './reportUrl';
import { useReportRun } from './useReportRun';

/**
 * A filter of a report, kept in the URL under its key: a client picked by name, one of a few choices, or a typed value
 * (a unit's number), applied when its field is left or Enter is pressed.
 */
export type ReportFilter =
  | { key: string; label: string; kind: 'client' }
  | { key: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[] }
  | { key: string; label: string; kind: 'text'; placeholder?: string };

export type ReportPageProps = {
  /** The report's name on the server (its definition's `name`). */
  report: string;
  title: string;
  /** The page's route (the layout draws its heading from it; kept for the pages that pass it). */
  route?: RouteDef;
  periodKinds?: readonly ReportPeriodKind[];
  defaultKind?: ReportPeriodKind;
  filters?: readonly ReportFilter[];
  /** What the report counts and how, above the period. */
  intro?: ReactNode;
  /** Draws the result's charts another way (the default draws `result.charts`). */
  chart?: (result: ReportResult) => ReactNode;
  /** More of the page below the tables (an editor the report reads: the IFTA rates). */
  children?: ReactNode;
};

/**
 * A report's page (the report kit's view): its period and filters in the URL, the run's progress bar while it runs,
 * its charts and tables once done, each table's CSV, and the server's field errors beside the period.
 */
export const ReportPage = ({
  report,
  title,
  periodKinds = REPORT_PERIOD_KINDS,
  defaultKind = 'MONTH',
  filters = [],
  intro,
  chart,
  children,
}: ReportPageProps) => {
  const tenant = useCurrentTenant();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const today = todayIn(tenant?.timeZone);
  const view = readReportUrl(
    search,
    filters.map((filter) => filter.key),
    defaultKind,
    today,
  );
  const { state, retry } = useReportRun(report, { period: view.period, ...view.filters }, view.run);
  const go = (change: { period?: ReportPeriod; filters?: Record<string, string> }) =>
    navigate(reportHref(path, { period: change.period ?? view.period, filters: change.filters ?? view.filters, run: null }));
  const format: CellFormat = {
    currency: tenant?.currency ?? 'USD',
    distanceUnit: tenant?.distanceUnit === 'km' ? 'km' : 'mi',
    volumeUnit: reportVolumeUnit(tenant?.fuelUnit),
    locale: tenant?.locale,
  };
  const fieldErrors = state.kind === 'failed' ? state.failure.fieldErrors : {};
  return (
    <div className="report-page">
      {intro && <div className="report-intro">{intro}</div>}
      <form className="report-filters" aria-label={`${title} period and filters`} onSubmit={(event) => event.preventDefault()}>
        <ReportPeriodPicker
          period={view.period}
          kinds={periodKinds}
          onChange={(period) => go({ period })}
          errors={fieldErrors}
          locale={tenant?.locale}
        />
        {filters.map((filter) => {
          const value = view.filters[filter.key] ?? '';
          const set = (next: string) => go({ filters: { ...view.filters, [filter.key]: next } });
          const error = fieldErrors[`params.${filter.key}`];
          if (filter.kind === 'text')
            return (
              <TextFilter
                key={`${filter.key}:${value}`}
                label={filter.label}
                placeholder={filter.placeholder}
                value={value}
                onApply={set}
                error={error}
              />
            );
          return filter.kind === 'client' ? (
            <ClientPicker key={filter.key} label={filter.label} placeholder="Every client" value={value} onChange={set} error={error} />
          ) : (
            <FieldSelect
              key={filter.key}
              label={filter.label}
              placeholder="All"
              choices={filter.options}
              value={value}
              onChange={set}
              error={error}
            />
          );
        })}
      </form>
      <ReportBody
        state={state}
        title={title}
        format={{ ...format }}
        report={report}
        onRetry={retry}
        chart={chart}
        hasFieldErrors={Object.keys(fieldErrors).length > 0}
      />
      {children}
    </div>
  );
};

type TextFilterProps = { label: string; placeholder?: string; value: string; onApply: (value: string) => void; error?: readonly string[] };

/**
 * A typed filter: what is typed stays in the field until it is left or Enter is pressed (then the report runs once).
 * Keyed by the URL's value, so a new value (a unit opened from a table) starts it afresh.
 */
const TextFilter = ({ label, placeholder, value, onApply, error }: TextFilterProps) => {
  const [draft, setDraft] = useState(value);
  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={setDraft}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply();
      }}
      error={error}
    />
  );
};

type BodyProps = {
  state: ReturnType<typeof useReportRun>['state'];
  title: string;
  report: string;
  format: CellFormat;
  onRetry: () => void;
  chart?: (result: ReportResult) => ReactNode;
  hasFieldErrors: boolean;
};

const ReportBody = ({ state, title, report, format, onRetry, chart, hasFieldErrors }: BodyProps) => {
  if (state.kind === 'failed')
    return hasFieldErrors ? (
      <p className="muted">Correct the period or the filters above to run the report.</p>
    ) : (
      <ErrorState title={`${title} could not be run`} message={state.failure.message} onRetry={onRetry} />
    );
  if (state.kind === 'running') {
    const percent = state.total > 0 ? Math.round((Math.min(state.done, state.total) / state.total) * 100) : 0;
    return (
      <div
        className="report-running"
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={state.total > 0 ? `${state.done} of ${state.total} (${percent}%)` : 'Starting…'}
      >
        <progress className="report-progress" aria-hidden="true" max={100} value={state.total > 0 ? percent : undefined} />
        <p aria-live="polite">{state.total > 0 ? `Running: ${state.done} of ${state.total} (${percent}%)…` : 'Running the report…'}</p>
        <p className="muted">A run longer than two seconds also sends you a notification with its CSV when it is done.</p>
      </div>
    );
  }
  const { result, csvUrl } = state;
  const cellFormat = { ...format, currency: result.currency, distanceUnit: result.distanceUnit, volumeUnit: result.volumeUnit };
  return (
    <section className="report-result" aria-label={`${title}, ${periodLabel(result.period, format.locale)}`}>
      {chart ? chart(result) : result.charts?.map((c) => <ReportChart key={c.title} chart={c} format={cellFormat} />)}
      {result.tables.map((table) => (
        <ReportTableView
          key={table.key}
          table={table}
          format={cellFormat}
          csvHref={csvUrl ? `${csvUrl}?table=${encodeURIComponent(table.key)}` : null}
          csvName={reportCsvName(report, table, result.period)}
        />
      ))}
      {result.notes && result.notes.length > 0 && (
        <ul className="report-notes muted">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
