import { useCallback, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { type TransportPlateStatus, TransportPlateStatusValues } from '@/generated/enums/TransportPlateStatus';
import type { TransportPlates_PlateFragment as PlateRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import { reportDueWords } from '../../domain/plateReport';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { hasMore, pageInfoOf } from '../kit/list/listSource';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { CsvExport } from '../kit/ui/CsvExport';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { ToggleChips } from '../kit/ui/ToggleChips';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { PLATE_STATUS_LABEL, PLATE_STATUS_TONE, PLATE_TYPE_LABEL } from './labels';
import { AddPlateForm } from './AddPlateForm';
import { AssignPlateDialog, CheckInPlateDialog, MissingPlateDialog } from './PlateDialogs';
import {
  PlateAssignmentFragment,
  PlateRowFragment,
  TransportPlatesDestroyMutation,
  TransportPlatesQuery,
} from './TransportPlatesPage.graphql';
import { Table } from '../kit/ui/Table';
import { ListTime } from '../kit/list/ListDate';

const PER_PAGE = 50;
const HEADER = ['State', 'Number', 'Type', 'Expires', 'Status', 'Leg', 'VIN', 'Driver', 'Out', 'Report by', 'Missing because'] as const;

type Open = { kind: 'assign' | 'checkIn' | 'missing'; plate: PlateRow } | null;

/** A plate found after it went missing is checked in with other words. */
const CHECK_IN_LABEL: Partial<Record<TransportPlateStatus, string>> = { MISSING: 'Found: check in' };

const readStatuses = (search: string): TransportPlateStatus[] =>
  (new URLSearchParams(search).get('status') ?? '')
    .split(',')
    .filter((s): s is TransportPlateStatus => (TransportPlateStatusValues as readonly string[]).includes(s));

/** /safety/transport-plates: the plates with their status, out on which leg, the missing ones' deadlines, and the log. */
export const TransportPlatesPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const [, navigate] = useLocation();
  const statuses = readStatuses(useSearch());
  const today = todayIn(tenant?.timeZone);
  const [page, setPage] = useState(1);
  const statusKey = statuses.join(',');
  const variables = { status: statuses.length > 0 ? statuses : null, first: PER_PAGE, page };
  const [{ data, error, stale }, refetch] = useQuery({ query: TransportPlatesQuery, variables, pause: !tenant });
  const [, destroy] = useMutation(TransportPlatesDestroyMutation);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const plates = (data?.transportPlates.data ?? []).map((row) => getFragmentData(PlateRowFragment, row));
  const log = plates
    .flatMap((plate) => plate.assignments.map((row) => ({ plate, row: getFragmentData(PlateAssignmentFragment, row) })))
    .sort((a, b) => b.row.outAt.localeCompare(a.row.outAt));

  const toRow = useCallback((plate: PlateRow): CsvCell[] => {
    const current = getFragmentData(PlateAssignmentFragment, plate.current);
    return [
      plate.state,
      plate.number,
      PLATE_TYPE_LABEL[plate.type],
      plate.expiresOn ?? '',
      PLATE_STATUS_LABEL[plate.status],
      current?.leg?.number ?? '',
      current?.vin ?? '',
      current?.driver?.fullName ?? '',
      current?.outAt ?? '',
      plate.reportDueOn ?? '',
      plate.missingReason ?? '',
    ];
  }, []);
  const fetchPage = useCallback(
    async (target: number): Promise<CsvPage<PlateRow>> => {
      const status = statusKey ? (statusKey.split(',') as TransportPlateStatus[]) : null;
      const result = await client
        .query(TransportPlatesQuery, { status, first: 100, page: target }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.transportPlates;
      if (result.error || !list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: list.data.map((row) => getFragmentData(PlateRowFragment, row)),
        total: pageInfoOf(list.paginatorInfo).total,
        hasMore: hasMore(pageInfoOf(list.paginatorInfo)),
      };
    },
    [client, statusKey],
  );
  const done = (text: string) => {
    setNotice({ tone: 'success', text });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <>
      <ListPanel
        title="Transport plates"
        noun={{ one: 'plate', many: 'plates' }}
        info={data && pageInfoOf(data.transportPlates.paginatorInfo)}
        count={plates.length}
        updating={stale}
        error={!data && error ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading plates…"
        empty={{
          title: statuses.length > 0 ? 'No plate has this status' : 'No transport plates yet',
          body:
            statuses.length > 0 ? (
              <Link href="/safety/transport-plates">Show every plate</Link>
            ) : (
              'Add the plates the operator holds below.'
            ),
        }}
        onPage={setPage}
        actions={
          <CsvExport
            noun="plates"
            prefix="transport-plates"
            header={HEADER}
            toRow={toRow}
            fetchPage={fetchPage}
            disabled={!data || !pageInfoOf(data.transportPlates.paginatorInfo).total}
          />
        }
      >
        <ToggleChips
          legend="Status"
          options={TransportPlateStatusValues}
          label={(status) => PLATE_STATUS_LABEL[status]}
          selected={statuses}
          clearLabel="Every status"
          onChange={(next) => {
            setPage(1);
            navigate(next.length > 0 ? `/safety/transport-plates?status=${next.join(',')}` : '/safety/transport-plates');
          }}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Table caption="Transport plates" headings={['Plate', 'Type', 'Expires', 'Status', 'On', 'Actions']}>
          {plates.map((plate) => {
            const current = getFragmentData(PlateAssignmentFragment, plate.current);
            const label = `${plate.state} ${plate.number}`;
            return (
              <tr key={plate.id}>
                <th scope="row" className="mono">
                  {label}
                </th>
                <td>{PLATE_TYPE_LABEL[plate.type]}</td>
                <td>{plate.expiresOn ?? '—'}</td>
                <td>
                  <Badge tone={PLATE_STATUS_TONE[plate.status]}>{PLATE_STATUS_LABEL[plate.status]}</Badge>
                  {plate.reportDueOn && (
                    <p className="plate-deadline">
                      <strong>{reportDueWords(plate.reportDueOn, today)}</strong>
                      {plate.missingReason ? ` · ${plate.missingReason}` : ''}
                    </p>
                  )}
                </td>
                <td>
                  {current ? (
                    <>
                      Leg {current.leg ? <Link href={`/order-legs/${current.leg.id}`}>{current.leg.number}</Link> : '—'} ·{' '}
                      <span className="mono">{current.vin ?? 'no VIN'}</span> · {current.driver?.fullName ?? 'no driver'} · out{' '}
                      <ListTime at={current.outAt} />
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <span className="button-row">
                    {plate.moves.includes('ASSIGN') && (
                      <Button
                        className="btn-small"
                        aria-label={`Send plate ${label} out`}
                        onClick={() => setOpen({ kind: 'assign', plate })}
                      >
                        Send out
                      </Button>
                    )}
                    {plate.moves.includes('CHECK_IN') && (
                      <Button
                        className="btn-small"
                        aria-label={`Check plate ${label} in`}
                        onClick={() => setOpen({ kind: 'checkIn', plate })}
                      >
                        {CHECK_IN_LABEL[plate.status] ?? 'Check in'}
                      </Button>
                    )}
                    {plate.moves.includes('MARK_MISSING') && (
                      <Button
                        className="btn-small"
                        variant="danger"
                        aria-label={`Mark plate ${label} missing`}
                        onClick={() => setOpen({ kind: 'missing', plate })}
                      >
                        Mark missing
                      </Button>
                    )}
                    {plate.moves.includes('DESTROY') && (
                      <ConfirmButton
                        label="Void"
                        ariaLabel={`Void plate ${label}`}
                        question={`Void plate ${label} for good?`}
                        confirmLabel="Void plate"
                        onConfirm={async () => {
                          const result = await destroy({ id: plate.id, version: plate.version });
                          setNotice(
                            result.error
                              ? { tone: 'danger', text: graphqlFailure(result.error).message }
                              : { tone: 'success', text: `Plate ${label} voided.` },
                          );
                        }}
                      />
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </Table>
        {open?.kind === 'assign' && <AssignPlateDialog plate={open.plate} onClose={() => setOpen(null)} onDone={done} />}
        {open?.kind === 'checkIn' && <CheckInPlateDialog plate={open.plate} onClose={() => setOpen(null)} onDone={done} />}
        {open?.kind === 'missing' && <MissingPlateDialog plate={open.plate} onClose={() => setOpen(null)} onDone={done} />}
      </ListPanel>
      <Panel title="Assignment log" description={<p>Every trip of the plates above: plate → VIN → leg → driver, out and in.</p>}>
        {log.length === 0 ? (
          <p className="muted">No plate of this list has gone out yet.</p>
        ) : (
          <Table caption="Assignment log" headings={['Plate', 'VIN', 'Leg', 'Driver', 'Out', 'In']}>
            {log.map(({ plate, row }) => (
              <tr key={row.id}>
                <td className="mono">{`${plate.state} ${plate.number}`}</td>
                <td className="mono">{row.vin ?? '—'}</td>
                <td>{row.leg?.number ?? '—'}</td>
                <td>{row.driver?.fullName ?? '—'}</td>
                <td>
                  <ListTime at={row.outAt} />
                </td>
                <td>
                  <ListTime at={row.inAt} empty={plate.missingSince ? 'Never came back' : 'Still out'} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <AddPlateForm onAdded={done} />
    </>
  );
};
