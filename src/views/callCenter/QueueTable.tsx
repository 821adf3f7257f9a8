import type { CallCenterDay, CallCenterQueue } from '@/generated/graphql';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { telHref } from '../kit/record/LegContactsPanel';
import { LEG_STATUS_LABEL, legStatusTone } from '../kit/record/legLabels';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Pager } from '../kit/ui/Pager';
import { Spinner } from '../kit/ui/Spinner';
import { TableHead } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { useLegTransition } from '../orderLegs/public';
import { AcknowledgeCallCenterLegMutation, CallCenterLegsQuery, ConfirmLegWithCallMutation } from './CallCenterLegsPage.graphql';
import { ConfirmWithCallDialog } from './ConfirmWithCallDialog';
import { moveSelection, type QueueCommand, queueCommand } from './queueKeys';
import { type QueuedLeg, queuedLeg } from './queuedLeg';
import { ListDay, ListTime } from '../kit/list/ListDate';

// The log's panel (its list and form) loads with the first "Log a call", not with the queue.
const CommunicationLogPanel = lazy(() => import('../communications/public').then((m) => ({ default: m.CommunicationLogPanel })));

export type QueueTableProps = { queue: CallCenterQueue; day: CallCenterDay | null; page: number; onPage: (page: number) => void };

type Open = 'confirm' | 'log' | null;

const PER_PAGE = 25;

/** An aborted leg back to PENDING_CONFIRMATION (leg.reschedule), the agent then confirms its new windows. */
const RescheduleButton = ({ leg, onDone }: { leg: QueuedLeg; onDone: () => void }) => {
  const { send, sending } = useLegTransition(leg, onDone);
  return (
    <Button className="btn-small" busy={sending} onClick={() => void send('RESCHEDULE').then((failure) => failure || onDone())}>
      Reschedule<span className="visually-hidden">{` leg ${leg.number}`}</span>
    </Button>
  );
};

/** The queue as a table the agent works with the keys (queueKeys.ts): the selected row is the one the keys act on. */
export const QueueTable = ({ queue, day, page, onPage }: QueueTableProps) => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: CallCenterLegsQuery,
    variables: { first: PER_PAGE, page, queue, day },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const [acknowledging, acknowledge] = useMutation(AcknowledgeCallCenterLegMutation);
  const [confirming, confirm] = useMutation(ConfirmLegWithCallMutation);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const legs: QueuedLeg[] = (data?.callCenterLegs.data ?? []).map(queuedLeg);
  const current = legs[Math.min(selected, Math.max(legs.length - 1, 0))] as QueuedLeg | undefined;
  const { send } = useLegTransition(current ?? { id: '', version: 0 }, reload);

  const doAcknowledge = async (leg: QueuedLeg) => {
    const result = await acknowledge({ id: leg.id, version: leg.version });
    if (result.error) return void toast.error(graphqlFailure(result.error).message);
    const status = result.data?.acknowledgeCallCenterLeg.status;
    toast.success(
      status === 'PENDING_CONFIRMATION'
        ? `Leg ${leg.number} acknowledged: it waits for its confirmation.`
        : `Leg ${leg.number} acknowledged: it needs its details completed before it can be confirmed.`,
    );
    reload();
  };

  const doConfirm = async (leg: QueuedLeg, input: Parameters<typeof confirm>[0]['input']): Promise<Failure | null> => {
    const result = await confirm({ id: leg.id, version: leg.version, input });
    if (result.error) return graphqlFailure(result.error);
    toast.success(`Leg ${leg.number} confirmed, and the call logged.`);
    setOpen(null);
    reload();
    return null;
  };

  const closeLog = () => {
    setOpen(null);
    reload();
  };

  const run = (command: QueueCommand, leg: QueuedLeg | undefined) => {
    if (command === 'next' || command === 'previous') return setSelected((index) => moveSelection(index, legs.length, command));
    if (!leg) return;
    if (command === 'open') return navigate(`/order-legs/${leg.id}`);
    if (command === 'log') return setOpen('log');
    if (command === 'acknowledge' && leg.availableEvents.includes('ACKNOWLEDGE')) return void doAcknowledge(leg);
    if (command === 'confirm' && leg.availableEvents.includes('CONFIRM')) return setOpen('confirm');
    if (command === 'reschedule' && leg.availableEvents.includes('RESCHEDULE')) return void send('RESCHEDULE').then((f) => f || reload());
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = queueCommand({ ...event, key: event.key, target: event.target as HTMLElement | null }, open !== null);
      if (!command) return;
      event.preventDefault();
      run(command, current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!data)
    return error ? <ErrorState message={graphqlFailure(error).message} onRetry={reload} /> : <Spinner label="Loading the queue…" />;
  if (legs.length === 0) return <EmptyState title="Nobody to call here">Every leg of this queue has been taken care of.</EmptyState>;
  const info = pageInfoOf(data.callCenterLegs.paginatorInfo);

  return (
    <>
      <table className="table call-center-queue" aria-busy={fetching || undefined}>
        <caption className="visually-hidden">Legs of the queue, oldest promise first; the selected row is marked current</caption>
        <TableHead headings={['Leg', 'Status', 'Promised', 'Call', 'Last contact', 'Actions']} />
        <tbody>
          {legs.map((leg, index) => (
            <tr
              key={leg.id}
              aria-current={leg === current ? 'true' : undefined}
              className={leg === current ? 'is-current' : undefined}
              onClick={() => setSelected(index)}
            >
              <th scope="row">
                <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
              </th>
              <td>
                <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>
              </td>
              <td>
                <ListDay day={leg.promisedDay} empty="ASAP" />
              </td>
              <td>
                {leg.contact?.name || leg.contact?.phone ? (
                  <>
                    {leg.contact.name}
                    {leg.contact.phone && (
                      <>
                        {leg.contact.name && ' · '}
                        <a href={telHref(leg.contact.phone)}>{leg.contact.phone}</a>
                      </>
                    )}
                  </>
                ) : (
                  <span className="muted">No contact on the leg</span>
                )}
              </td>
              <td>
                {leg.lastContact ? (
                  <>
                    <ListTime at={leg.lastContact.createdAt} />
                    {` · ${leg.lastContact.userName ?? 'someone'} (${leg.lastContact.channel.toLowerCase()}, ${leg.lastContact.outcome.toLowerCase().replace('_', ' ')})`}
                  </>
                ) : (
                  <span className="muted">None yet</span>
                )}
              </td>
              <td>
                <span className="button-row">
                  {leg.availableEvents.includes('ACKNOWLEDGE') && (
                    <Button className="btn-small" busy={acknowledging.fetching && leg === current} onClick={() => void doAcknowledge(leg)}>
                      Acknowledge<span className="visually-hidden">{` leg ${leg.number}`}</span>
                    </Button>
                  )}
                  {leg.availableEvents.includes('CONFIRM') && (
                    <Button
                      className="btn-small"
                      variant="primary"
                      onClick={() => {
                        setSelected(index);
                        setOpen('confirm');
                      }}
                    >
                      Confirm<span className="visually-hidden">{` leg ${leg.number}`}</span>
                    </Button>
                  )}
                  {leg.availableEvents.includes('RESCHEDULE') && <RescheduleButton leg={leg} onDone={reload} />}
                  <Button
                    className="btn-small"
                    onClick={() => {
                      setSelected(index);
                      setOpen('log');
                    }}
                  >
                    Log a call<span className="visually-hidden">{` on leg ${leg.number}`}</span>
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager info={info} noun="legs" onPage={onPage} />
      {open === 'confirm' && current && (
        <ConfirmWithCallDialog
          leg={current}
          busy={confirming.fetching}
          onSubmit={(input) => doConfirm(current, input)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'log' && current && (
        <Dialog title={`Contacts about leg ${current.number}`} onClose={closeLog}>
          <Suspense fallback={<Spinner label="Loading the log…" />}>
            <CommunicationLogPanel subject={{ kind: 'LEG', id: current.id }} />
          </Suspense>
        </Dialog>
      )}
    </>
  );
};
