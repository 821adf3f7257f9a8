import { type DateTimeFormatter, useDateTimeFormat } from '../app/useDateTimeFormat';
import { holdReasonLabel } from './legLabels';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { changedFields, valueText } from './auditDiff';
import { eventLabel, fieldLabel } from './eventLabels';
import type { ReplayPlan } from './replay';
import { useReplay } from './useReplay';

export type ActivityRow = {
  id: string;
  action: string;
  event: string;
  entityKind: string;
  userName?: string | null;
  before?: unknown;
  after?: unknown;
  createdAt: string;
};

export type ActivityLogProps = {
  rows: readonly ActivityRow[];
  /** The replay; by default the registry's plan for the rows' entity kind (machines/domain/replayable.ts). */
  plan?: ReplayPlan | null;
  /** Words for the record's statuses (leg statuses or order states). */
  statusLabel: (status: string) => string;
};

const STATUS_FIELDS = new Set(['status', 'heldFrom', 'state']);

/** A changed value in words: statuses and hold reasons by name, times on the tenant's clock. */
const shown = (field: string, value: unknown, statusLabel: (status: string) => string, dateTime: DateTimeFormatter): string => {
  if (value === null || value === undefined) return '—';
  if (STATUS_FIELDS.has(field) && typeof value === 'string') return statusLabel(value);
  if (field === 'holdReason') return holdReasonLabel(value);
  if (field.endsWith('At') && typeof value === 'string') return dateTime(value);
  return valueText(value);
};

/** The audit rows as a timeline, newest first: who, when, what, and each changed field before → after. */
export const ActivityLog = ({ rows, plan: given, statusLabel }: ActivityLogProps) => {
  const dateTime = useDateTimeFormat();
  const replay = useReplay({ entityKind: rows[0]?.entityKind ?? '', rows, statusLabel, plan: given });
  const newestFirst = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="page-grid">
      <Panel title="Activity log" className="panel-wide" actions={replay.button}>
        {newestFirst.length === 0 ? (
          <EmptyState title="No activity yet">Changes to this record will be listed here.</EmptyState>
        ) : (
          <ol className="timeline">
            {newestFirst.map((row) => {
              // A created record's "after" is the whole record: the raw-data tab shows it, the log just says so.
              const changes = row.action === 'CREATED' ? [] : changedFields(row.before, row.after);
              return (
                <li key={row.id} className="timeline-item">
                  <p className="timeline-head">
                    <strong>{eventLabel(row.event)}</strong>{' '}
                    <span className="muted">
                      by {row.userName ?? 'the system'} · <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
                    </span>
                  </p>
                  {changes.length > 0 && (
                    <ul className="change-list">
                      {changes.map((change) => (
                        <li key={change.field}>
                          {fieldLabel(change.field)}: {shown(change.field, change.before, statusLabel, dateTime)} →{' '}
                          {shown(change.field, change.after, statusLabel, dateTime)}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </Panel>
      {replay.panel && <div className="panel-wide">{replay.panel}</div>}
    </div>
  );
};
