import { useQuery } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Pager } from '../kit/ui/Pager';
import { Spinner } from '../kit/ui/Spinner';
import { TableHead } from '../kit/ui/Table';
import { CallCenterCallsTodayQuery } from './CallCenterLegsPage.graphql';
import { callLogEntryOf, EntryCells } from './entryCells';
import { ListTime } from '../kit/list/ListDate';

export type CallsTodayTableProps = { userId: string; page: number; onPage: (page: number) => void };

/** The calls one person logged today, newest first: what their count on /call-center opens. */
export const CallsTodayTable = ({ userId, page, onPage }: CallsTodayTableProps) => {
  const tenant = useCurrentTenant();
  const [{ data, error }, refetch] = useQuery({
    query: CallCenterCallsTodayQuery,
    variables: { userId, first: 25, page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  if (!data)
    return error ? (
      <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
    ) : (
      <Spinner label="Loading the calls…" />
    );
  const rows = data.callCenterCallsToday.data.map(callLogEntryOf);
  if (rows.length === 0) return <EmptyState title="No calls logged today">This person has logged no call yet today.</EmptyState>;
  return (
    <>
      <table className="table">
        <caption className="visually-hidden">{`The calls ${rows[0].userName} logged today, newest first`}</caption>
        <TableHead headings={['At', 'About', 'Spoke to', 'Outcome', 'Notes']} />
        <tbody>
          {rows.map((row) => {
            return (
              <tr key={row.id}>
                <td className="nowrap">
                  <ListTime at={row.createdAt} />
                </td>
                <EntryCells entry={row} />
                <td>{row.outcome ? row.outcome.charAt(0) + row.outcome.slice(1).toLowerCase().replaceAll('_', ' ') : ''}</td>
                <td>{row.notes}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager info={pageInfoOf(data.callCenterCallsToday.paginatorInfo)} noun="calls" onPage={onPage} />
    </>
  );
};
