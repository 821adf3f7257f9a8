import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { DemoDataPage_DemoFragment } from '@/generated/graphql';
import { confirmsProduction, confirmsReset } from '../../domain/settings/demoData';
import { graphqlFailure } from '../kit/forms/failure';
import { DetailsRow } from '../kit/record/RecordHeader';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { DemoJobProgress } from './DemoJobProgress';
import {
  DemoDataFragment,
  DemoDataQuery,
  DemoJobFragment,
  MarkTenantProductionMutation,
  StartDemoDataJobMutation,
} from './demoData.graphql';
import { TypedConfirmDialog } from './TypedConfirmDialog';

/** How often the page reads a running job's progress (each step commits in a second or a few). */
const POLL_MS = 1000;

const HOLDINGS: readonly [keyof DemoDataPage_DemoFragment['holdings'], string][] = [
  ['orders', 'Orders'],
  ['legs', 'Legs'],
  ['quotes', 'Quotes'],
  ['vehicles', 'Vehicles'],
  ['clients', 'Clients'],
  ['locations', 'Locations'],
  ['drivers', 'Drivers'],
];

type Open = 'reset' | 'production' | null;

/** The tenant's flag, what it holds, the latest job and the actions; `reload` reads it all again. */
const DemoData = ({ demo, reload }: { demo: DemoDataPage_DemoFragment; reload: () => void }) => {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, start] = useMutation(StartDemoDataJobMutation);
  const [marking, mark] = useMutation(MarkTenantProductionMutation);
  const job = demo.job ? getFragmentData(DemoJobFragment, demo.job) : null;
  const running = job?.status === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  });
  const run = async (kind: 'LOAD' | 'RESET', confirmation?: string) => {
    setError(null);
    const result = await start({ kind, confirmation });
    if (result.error) return setError(graphqlFailure(result.error).message);
    setOpen(null);
    toast.success(kind === 'LOAD' ? 'Loading the demo data…' : 'Resetting the demo data…');
    reload();
  };
  const markProduction = async (confirmation: string) => {
    setError(null);
    const result = await mark({ version: demo.version, confirmation });
    if (result.error) {
      reload();
      return setError(graphqlFailure(result.error).message);
    }
    setOpen(null);
    toast.success(`${demo.name} is now a production tenant.`);
  };
  const close = () => {
    setOpen(null);
    setError(null);
  };
  return (
    <div className="form">
      <Panel title={demo.name}>
        <dl className="details">
          <DetailsRow term="Production">
            {demo.production ? <Badge tone="warning">Production</Badge> : <Badge tone="info">Not production</Badge>}
          </DetailsRow>
          {HOLDINGS.map(([key, term]) => (
            <DetailsRow key={key} term={term}>
              {demo.holdings[key].toLocaleString()}
            </DetailsRow>
          ))}
        </dl>
        {demo.production ? (
          <p>Demo data is never loaded or reset in a production tenant. Only the seed or the database’s owner can change that.</p>
        ) : (
          <p>This tenant is for trying Legwork out: its orders, legs, quotes, vehicles, drivers and places may be replaced by demo data.</p>
        )}
      </Panel>
      <Panel title="Demo data">
        {!open && error && <Alert tone="danger">{error}</Alert>}
        {demo.job ? <DemoJobProgress job={demo.job} /> : <p className="muted">No demo data job has run in this tenant.</p>}
        {!demo.production && (
          <div className="form-actions">
            <Button variant="primary" busy={starting.fetching} disabled={running} onClick={() => run('LOAD')}>
              Load demo data
            </Button>
            <Button variant="danger" disabled={running} onClick={() => setOpen('reset')}>
              Reset demo data…
            </Button>
            <Button disabled={running} onClick={() => setOpen('production')}>
              Mark production…
            </Button>
          </div>
        )}
      </Panel>
      {open === 'reset' && (
        <TypedConfirmDialog
          title="Reset the demo data"
          warning={`Every order, leg, quote, vehicle, driver, place, price table and catalog item of ${demo.name} is removed, then the demo data is loaded again. Users, the tenant's settings, its clients and customers and the audit log stay.`}
          expected={demo.name}
          confirms={confirmsReset}
          action="Reset demo data"
          busy={starting.fetching}
          error={error}
          onConfirm={(typed) => run('RESET', typed)}
          onClose={close}
        />
      )}
      {open === 'production' && (
        <TypedConfirmDialog
          title="Mark this tenant production"
          warning={`${demo.name} will refuse demo data from now on. This cannot be undone from Legwork.`}
          expected={demo.name}
          confirms={confirmsProduction}
          action="Mark production"
          busy={marking.fetching}
          error={error}
          onConfirm={markProduction}
          onClose={close}
        />
      )}
    </div>
  );
};

/** /admin/settings/demo: load or reset the demo data of a non-production tenant, with the job's progress (ADMIN). */
export const DemoDataPage = () => {
  const [result, refetch] = useQuery({ query: DemoDataQuery });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  if (result.error && !result.data) return <ErrorState message={graphqlFailure(result.error).message} onRetry={reload} />;
  if (!result.data) return <Spinner label="Loading the demo data…" />;
  return <DemoData demo={getFragmentData(DemoDataFragment, result.data.demoData)} reload={reload} />;
};
