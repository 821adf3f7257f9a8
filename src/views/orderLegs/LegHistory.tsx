import type { ActivityRow } from '../kit/record/ActivityLog';
import { eventLabel } from '../kit/record/eventLabels';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { holdReasonLabel, legStatusLabel } from '../kit/record/legLabels';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The leg's status changes, newest first: from → to, by whom, when, and the reason given. */
export const LegHistory = ({ rows }: { rows: readonly ActivityRow[] }) => {
  const dateTime = useDateTimeFormat();
  const changes = rows
    .filter((row) => field(row.after, 'status') !== undefined && field(row.before, 'status') !== field(row.after, 'status'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Panel title="Status history" className="panel-wide">
      {changes.length === 0 ? (
        <EmptyState title="No status changes yet" />
      ) : (
        <ol className="timeline" aria-label="Status changes">
          {changes.map((row) => {
            const before = field(row.before, 'status');
            const reason = field(row.after, 'holdReason') ?? field(row.after, 'statusReason');
            return (
              <li key={row.id} className="timeline-item">
                <p className="timeline-head">
                  <strong>
                    {before === undefined || before === null ? '' : `${legStatusLabel(before)} → `}
                    {legStatusLabel(field(row.after, 'status'))}
                  </strong>{' '}
                  <span className="muted">
                    {eventLabel(row.event)} · {row.userName ?? 'the system'} ·{' '}
                    <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
                  </span>
                </p>
                {typeof reason === 'string' && reason !== '' && <p className="item-body">Reason: {holdReasonLabel(reason)}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
};
