import { useMutation, useQuery } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Pager } from '../kit/ui/Pager';
import { Spinner } from '../kit/ui/Spinner';
import { TableHead } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { CallCenterCallbacksQuery, ReassignCallbackMutation } from './CallCenterLegsPage.graphql';
import { callLogEntryOf, EntryCells } from './entryCells';
import { ListTime } from '../kit/list/ListDate';

export type CallbacksTableProps = { page: number; onPage: (page: number) => void };

/** The callbacks due, the oldest first: one's own, or the team's for a lead, who hands one to another member. */
export const CallbacksTable = ({ page, onPage }: CallbacksTableProps) => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const [{ data, error }, refetch] = useQuery({
    query: CallCenterCallbacksQuery,
    variables: { first: 25, page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [, reassign] = useMutation(ReassignCallbackMutation);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  if (!data)
    return error ? <ErrorState message={graphqlFailure(error).message} onRetry={reload} /> : <Spinner label="Loading the callbacks…" />;
  const rows = data.callCenterCallbacks.data.map(callLogEntryOf);
  const lead = data.callCenterOverview.teamCallbacks;
  if (rows.length === 0) return <EmptyState title="No callbacks due">Nobody is waiting for a call back now.</EmptyState>;

  const handOver = async (id: string, userId: string) => {
    const result = await reassign({ id, userId });
    if (result.error) return void toast.error(graphqlFailure(result.error).message);
    toast.success(`The callback is now ${result.data?.reassignCallback.callbackOwnerName ?? 'reassigned'}'s.`);
    reload();
  };

  return (
    <>
      <table className="table">
        <caption className="visually-hidden">{lead ? "The team's callbacks due" : 'Your callbacks due'}, the oldest first</caption>
        <TableHead headings={['Due', 'About', 'Call', 'Notes', lead ? 'Owner' : 'Set by']} />
        <tbody>
          {rows.map((row) => {
            return (
              <tr key={row.id}>
                <td>
                  <ListTime at={row.callbackAt} />
                </td>
                <EntryCells entry={row} />
                <td>{row.notes}</td>
                <td>
                  {lead ? (
                    <label>
                      <span className="visually-hidden">Owner of the callback due {dateTime(row.callbackAt)}</span>
                      <select
                        className="field-input"
                        value={data.callCenterTeam.find((member) => member.name === row.callbackOwnerName)?.id ?? ''}
                        onChange={(event) => void handOver(row.id, event.target.value)}
                      >
                        {data.callCenterTeam.map((member) => (
                          <option key={member.id} value={member.id}>
                            {member.name}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    row.userName
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager info={pageInfoOf(data.callCenterCallbacks.paginatorInfo)} noun="callbacks" onPage={onPage} />
    </>
  );
};
