import { Suspense, useCallback, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import type { IftaStickers_DecalFragment as DecalRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { assignDecalSchema, iftaDecalInputSchema, returnDecalSchema } from '../../domain/schemas/safety';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { hasMore, pageInfoOf } from '../kit/list/listSource';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { CsvExport } from '../kit/ui/CsvExport';
import { ListPanel } from '../kit/ui/ListPanel';
import { lazyView } from '../kit/router/lazyView';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import {
  IftaDecalRowFragment,
  IftaStickersAssignMutation,
  IftaStickersCreateMutation,
  IftaStickersDestroyMutation,
  IftaStickersQuery,
  IftaStickersReturnMutation,
  IftaStickersUnitsQuery,
} from './IftaStickersPage.graphql';
import { DECAL_STATUS_LABEL, DECAL_STATUS_TONE } from './labels';
import { SafetyDialog } from './SafetyDialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Table } from '../kit/ui/Table';

const PER_PAGE = 50;
// Its own chunk: the decals load first; the units list (and its dialog, VIN decoding) follows.
const UnitsPanel = lazyView(() => import('./UnitsPanel').then((m) => m.UnitsPanel));
const HEADER = ['Year', 'Number', 'Status', 'Unit', 'Issued', 'Returned', 'Destroyed', 'Destroyed because'] as const;
const toRow = (d: DecalRow): CsvCell[] => [
  d.year,
  d.number,
  DECAL_STATUS_LABEL[d.status],
  d.unit?.unitNumber ?? '',
  d.issuedOn ?? '',
  d.returnedOn ?? '',
  d.destroyedOn ?? '',
  d.destroyedReason ?? '',
];

type Open = { kind: 'assign' | 'return'; decal: DecalRow } | null;

const AssignDialog = ({ decal, today, onClose }: { decal: DecalRow; today: string; onClose: () => void }) => {
  const [{ data }] = useQuery({ query: IftaStickersUnitsQuery });
  const [, assign] = useMutation(IftaStickersAssignMutation);
  const [unitId, setUnitId] = useState('');
  const [issuedOn, setIssuedOn] = useState(today);
  return (
    <SafetyDialog
      title={`Assign decal ${decal.number}`}
      submitLabel="Assign decal"
      onClose={onClose}
      onSubmit={async () => {
        const parsed = assignDecalSchema.safeParse({ unitId, issuedOn });
        if (!parsed.success) return fieldErrors(parsed.error);
        return assign({ id: decal.id, version: decal.version, ...parsed.data });
      }}
      fields={(errors) => (
        <>
          <FieldSelect
            label="Unit"
            value={unitId}
            onChange={setUnitId}
            placeholder="Choose a unit"
            choices={(data?.units.data ?? []).map((unit) => ({ value: unit.id, label: unit.unitNumber }))}
            error={errors.unitId}
          />
          <TextField label="Issued on" type="date" value={issuedOn} onChange={setIssuedOn} error={errors.issuedOn} />
        </>
      )}
    />
  );
};

const ReturnDialog = ({ decal, today, onClose }: { decal: DecalRow; today: string; onClose: () => void }) => {
  const [, giveBack] = useMutation(IftaStickersReturnMutation);
  const [returnedOn, setReturnedOn] = useState(today);
  return (
    <SafetyDialog
      title={`Return decal ${decal.number}`}
      submitLabel="Mark returned"
      onClose={onClose}
      onSubmit={async () => {
        const parsed = returnDecalSchema.safeParse({ returnedOn });
        if (!parsed.success) return fieldErrors(parsed.error);
        return giveBack({ id: decal.id, version: decal.version, returnedOn: parsed.data.returnedOn });
      }}
      fields={(errors) => (
        <TextField label="Returned on" type="date" value={returnedOn} onChange={setReturnedOn} error={errors.returnedOn} />
      )}
    />
  );
};

/** /safety/ifta-stickers: a year's decal inventory; add decals, issue them to units, take them back, destroy them. */
export const IftaStickersPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const [, navigate] = useLocation();
  const today = todayIn(tenant?.timeZone);
  const yearParam = Number.parseInt(new URLSearchParams(useSearch()).get('year') ?? '', 10);
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : Number(today.slice(0, 4));
  const [page, setPage] = useState(1);
  const [{ data, error, stale }, refetch] = useQuery({
    query: IftaStickersQuery,
    variables: { year, first: PER_PAGE, page },
    pause: !tenant,
  });
  const [, create] = useMutation(IftaStickersCreateMutation);
  const [, destroy] = useMutation(IftaStickersDestroyMutation);
  const [number, setNumber] = useState('');
  const [addErrors, setAddErrors] = useState<Record<string, readonly string[]>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const decals = (data?.iftaDecals.data ?? []).map((row) => getFragmentData(IftaDecalRowFragment, row));

  const add = async () => {
    const parsed = iftaDecalInputSchema.safeParse({ year, number });
    if (!parsed.success) return setAddErrors(fieldErrors(parsed.error));
    const result = await create({ input: parsed.data }, { additionalTypenames: ['IftaDecal'] });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setAddErrors(failure.fieldErrors);
      setNotice({ tone: 'danger', text: failure.message });
      return;
    }
    setAddErrors({});
    setNumber('');
    setNotice({ tone: 'success', text: `Decal ${parsed.data.number} added to the ${year} inventory.` });
    refetch({ requestPolicy: 'network-only' });
  };
  const fetchPage = useCallback(
    async (target: number): Promise<CsvPage<DecalRow>> => {
      const result = await client
        .query(IftaStickersQuery, { year, first: 100, page: target }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.iftaDecals;
      if (result.error || !list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: list.data.map((row) => getFragmentData(IftaDecalRowFragment, row)),
        total: pageInfoOf(list.paginatorInfo).total,
        hasMore: hasMore(pageInfoOf(list.paginatorInfo)),
      };
    },
    [client, year],
  );

  return (
    <>
      <ListPanel
        title="IFTA decals"
        noun={{ one: 'decal', many: 'decals' }}
        info={data && pageInfoOf(data.iftaDecals.paginatorInfo)}
        count={decals.length}
        updating={stale}
        error={!data && error ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading decals…"
        empty={{ title: `No decals for ${year} yet`, body: 'Add the decals as they arrive from the base jurisdiction.' }}
        onPage={setPage}
        actions={
          <CsvExport
            noun="decals"
            prefix={`ifta-decals-${year}`}
            header={HEADER}
            toRow={toRow}
            fetchPage={fetchPage}
            disabled={!data || !pageInfoOf(data.iftaDecals.paginatorInfo).total}
          />
        }
      >
        <div className="filter-row">
          <FieldSelect
            label="Year"
            value={String(year)}
            onChange={(value) => {
              setPage(1);
              navigate(`/safety/ifta-stickers?year=${value}`);
            }}
            choices={(data?.iftaDecalYears ?? [year]).map((y) => ({ value: String(y), label: String(y) }))}
          />
          <form
            className="safety-add"
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <TextField label={`New ${year} decal number`} value={number} onChange={setNumber} error={addErrors.number} />
            <Button type="submit">Add decal</Button>
          </form>
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Table caption={`IFTA decals of ${year}`} headings={['Number', 'Status', 'Unit', 'Issued', 'Returned', 'Destroyed', 'Actions']}>
          {decals.map((decal) => (
            <tr key={decal.id}>
              <th scope="row" className="mono">
                {decal.number}
              </th>
              <td>
                <Badge tone={DECAL_STATUS_TONE[decal.status]}>{DECAL_STATUS_LABEL[decal.status]}</Badge>
              </td>
              <td>{decal.unit?.unitNumber ?? '—'}</td>
              <td>{decal.issuedOn ?? '—'}</td>
              <td>{decal.returnedOn ?? '—'}</td>
              <td>{decal.destroyedOn ? `${decal.destroyedOn}${decal.destroyedReason ? ` (${decal.destroyedReason})` : ''}` : '—'}</td>
              <td>
                <span className="button-row">
                  {decal.moves.includes('ASSIGN') && (
                    <Button
                      className="btn-small"
                      aria-label={`Assign decal ${decal.number}`}
                      onClick={() => setOpen({ kind: 'assign', decal })}
                    >
                      Assign
                    </Button>
                  )}
                  {decal.moves.includes('RETURN') && (
                    <Button
                      className="btn-small"
                      aria-label={`Return decal ${decal.number}`}
                      onClick={() => setOpen({ kind: 'return', decal })}
                    >
                      Return
                    </Button>
                  )}
                  {decal.moves.includes('DESTROY') && (
                    <ConfirmButton
                      label="Destroy"
                      ariaLabel={`Destroy decal ${decal.number}`}
                      question={`Destroy decal ${decal.number} today?`}
                      confirmLabel="Destroy decal"
                      onConfirm={async () => {
                        const result = await destroy({ id: decal.id, version: decal.version, destroyedOn: today, reason: null });
                        setNotice(
                          result.error
                            ? { tone: 'danger', text: graphqlFailure(result.error).message }
                            : { tone: 'success', text: `Decal ${decal.number} destroyed.` },
                        );
                      }}
                    />
                  )}
                </span>
              </td>
            </tr>
          ))}
        </Table>
        {open?.kind === 'assign' && <AssignDialog decal={open.decal} today={today} onClose={() => setOpen(null)} />}
        {open?.kind === 'return' && <ReturnDialog decal={open.decal} today={today} onClose={() => setOpen(null)} />}
      </ListPanel>
      <Suspense fallback={<Spinner label="Loading units…" />}>
        <UnitsPanel />
      </Suspense>
    </>
  );
};
