import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { useReplay } from '../kit/record/useReplay';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { QUOTE_STATUS_LABEL, quoteAuditLabel } from '../kit/record/quoteLabels';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

export const QuoteActivityFragment = graphql(`
  fragment QuoteActivity_quote on Quote {
    id
    activity {
      id
      ...ActivityEntry
    }
  }
`);

const reasonOf = (after: unknown): string | null =>
  after && typeof after === 'object' && 'reason' in after && typeof after.reason === 'string' ? after.reason : null;

const statusLabel = (status: string) => QUOTE_STATUS_LABEL[status as keyof typeof QUOTE_STATUS_LABEL] ?? status;

/** What happened to the quote, newest first: who, when, and the reason of a decline. */
export const QuoteActivity = ({ quote }: { quote: FragmentType<typeof QuoteActivityFragment> }) => {
  const dateTime = useDateTimeFormat();
  const rows = getFragmentData(ActivityEntryFragment, getFragmentData(QuoteActivityFragment, quote).activity);
  const newestFirst = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const replay = useReplay({ entityKind: 'Quotes', rows, statusLabel });
  return (
    <>
      <Panel title="Activity" actions={replay.button}>
        {newestFirst.length === 0 ? (
          <EmptyState title="No activity yet">Changes to this quote will be listed here.</EmptyState>
        ) : (
          <ol className="timeline" aria-label="Quote activity">
            {newestFirst.map((row) => {
              const reason = reasonOf(row.after);
              return (
                <li key={row.id} className="timeline-item">
                  <p className="timeline-head">
                    <strong>{quoteAuditLabel(row.event)}</strong>
                    <span className="muted">
                      {' '}
                      · {row.userName ?? 'System'} · {dateTime(row.createdAt)}
                    </span>
                  </p>
                  {reason && <p className="muted">Reason: {reason}</p>}
                </li>
              );
            })}
          </ol>
        )}
      </Panel>
      {replay.panel}
    </>
  );
};
