import { useState } from 'react';
import {
  SR_CATEGORIES,
  SR_CATEGORY_LABELS,
  SR_LIST_LIMITS,
  type SrCategory,
  type SrValidationAnswer,
} from '../../domain/storage/srValidation';
import { ApiError } from '../../http/errors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { FileDropZone } from '../kit/record/FileDropZone';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import { reconcileList } from './reconcileList';
import { FormButtons } from '../kit/ui/FormButtons';
import { TableHead } from '../kit/ui/Table';

/** Where a run is: choosing, sending the list (bytes sent), waiting for the reconciliation, or done. */
type Run =
  | { state: 'idle' }
  | { state: 'sending'; loaded: number; total: number }
  | { state: 'reconciling' }
  | { state: 'failed'; message: string; errors: Record<string, readonly string[]> }
  | { state: 'done'; answer: SrValidationAnswer };

const MAX_MB = SR_LIST_LIMITS.maxBytes / 1024 / 1024;

/** The palette's green-700, amber-800, red-700 and gray-500 (public/app.css). */
const BAR_TONE: Record<SrCategory, string> = {
  MATCHED: '#067647',
  WRONG_FACILITY: '#93370d',
  IN_LEGWORK_ONLY: '#b42318',
  IN_LIST_ONLY: '#b42318',
  INVALID: '#6b7280',
  DUPLICATE: '#6b7280',
};

/** The counts as horizontal bars (SVG attributes, so no inline style the CSP would refuse), and in words beneath for every reader. */
const CountsChart = ({ counts }: { counts: SrValidationAnswer['counts'] }) => {
  const most = Math.max(1, ...SR_CATEGORIES.map((category) => counts[category]));
  const rowHeight = 28;
  return (
    <figure className="sr-counts">
      <svg viewBox={`0 0 600 ${rowHeight * SR_CATEGORIES.length}`} width="100%" aria-hidden="true">
        {SR_CATEGORIES.map((category, index) => (
          <g key={category} transform={`translate(0 ${index * rowHeight})`}>
            <text x="0" y="18" fontSize="13" fill="currentColor">
              {SR_CATEGORY_LABELS[category]}
            </text>
            <rect
              x="210"
              y="5"
              height="16"
              rx="3"
              width={Math.max(counts[category] > 0 ? 2 : 0, (counts[category] / most) * 300)}
              fill={BAR_TONE[category]}
            />
            <text x={216 + (counts[category] / most) * 300} y="18" fontSize="13" fill="currentColor">
              {counts[category].toLocaleString()}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="sr-counts-list">
          {SR_CATEGORIES.map((category) => (
            <li key={category}>
              {SR_CATEGORY_LABELS[category]}: {counts[category].toLocaleString()}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
};

const CategoryTable = ({ category, answer }: { category: SrCategory; answer: SrValidationAnswer }) => {
  const rows = answer.rows[category];
  const total = answer.counts[category];
  return (
    <Panel
      title={`${SR_CATEGORY_LABELS[category]} (${total.toLocaleString()})`}
      description={
        total > rows.length ? <p className="muted">The first {rows.length} are shown; the download has all of them.</p> : undefined
      }
    >
      {rows.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <TableHead
              headings={['List row', 'VIN', 'Stock number', 'Listed facility', 'Legwork facility', 'Storage record', 'Checked in', 'Note']}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.row ?? ''}-${row.recordNumber ?? ''}`}>
                  <td>{row.row ?? '—'}</td>
                  <td>{row.vin ?? '—'}</td>
                  <td>{row.stockNumber ?? '—'}</td>
                  <td>{row.listedFacility ?? '—'}</td>
                  <td>{row.legworkFacility ?? '—'}</td>
                  <td>{row.recordNumber ?? '—'}</td>
                  <td>{row.checkedInAt ?? '—'}</td>
                  <td>{row.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
};

/**
 * /storage/sr-validation-tool: a client's list of the vehicles it thinks we hold (a CSV file or pasted VINs),
 * reconciled against the storage records on site: matched, at another facility, in Legwork only, in the list only,
 * plus the list's invalid and repeated rows, with the whole result as a CSV download.
 */
export const SrValidationPage = () => {
  const tenant = useCurrentTenant();
  const [clientId, setClientId] = useState('');
  const [facilityId, setFacilityId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const busy = run.state === 'sending' || run.state === 'reconciling';
  const errors = run.state === 'failed' ? run.errors : {};

  const start = async () => {
    if (!tenant) return;
    const missing: Record<string, string[]> = {};
    if (!clientId) missing.clientId = ['Choose the client whose list this is.'];
    if (!file && pasted.trim() === '') missing.file = ['Upload the list or paste its VINs.'];
    if (Object.keys(missing).length > 0) {
      setRun({ state: 'failed', message: 'The list cannot be checked yet.', errors: missing });
      return;
    }
    setRun({ state: 'sending', loaded: 0, total: file?.size ?? pasted.length });
    try {
      const answer = await reconcileList(
        { tenantId: tenant.id, clientId, facilityId: facilityId || null, list: file ?? pasted },
        (loaded, total) => setRun(loaded >= total && total > 0 ? { state: 'reconciling' } : { state: 'sending', loaded, total }),
      );
      setRun({ state: 'done', answer });
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      setRun({
        state: 'failed',
        message:
          failure?.status === 404
            ? 'That client or facility was not found in this tenant.'
            : (failure?.message ?? 'The list could not be sent. Check the connection and try again.'),
        errors: failure?.errors ?? {},
      });
    }
  };

  return (
    <>
      <Panel
        title="SR validation tool"
        description={
          <p>
            Check a client's list of stored vehicles against the vehicles on site in Legwork. The list needs a VIN column (a stock number
            and a facility column are used when present); a column of VINs can be pasted as it is.
          </p>
        }
      >
        <form
          className="sr-validation-form"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <div className="field-grid">
            <ClientPicker label="Client" placeholder="Choose a client" value={clientId} onChange={setClientId} error={errors.clientId} />
            <FacilityPicker label="Facility" placeholder="All facilities" value={facilityId} onChange={setFacilityId} />
          </div>
          {file ? (
            <p>
              List: <strong>{file.name}</strong> ({Math.ceil(file.size / 1024).toLocaleString()} KB){' '}
              <Button variant="ghost" onClick={() => setFile(null)} disabled={busy}>
                Remove
              </Button>
            </p>
          ) : (
            <>
              <FileDropZone
                label="Choose the list (CSV) or drop it here"
                accept=".csv,.txt,text/csv,text/plain"
                hint={`A CSV file up to ${MAX_MB} MB and ${SR_LIST_LIMITS.maxRows.toLocaleString()} vehicles.`}
                onFiles={(files) => setFile(files[0] ?? null)}
              />
              <TextField
                label="Or paste the list"
                hint="VINs one per line, or CSV rows with a header."
                rows={6}
                value={pasted}
                onChange={setPasted}
              />
            </>
          )}
          {errors.file && (
            <p className="field-error" role="alert">
              {errors.file.join(' ')}
            </p>
          )}
          <FormButtons submit="Check the list" busy={busy} disabled={!tenant} />
        </form>
        {run.state === 'sending' && (
          <div role="status">
            <label>
              Sending the list…{' '}
              <progress max={run.total || undefined} value={run.total ? run.loaded : undefined}>
                {run.total ? `${Math.round((run.loaded / run.total) * 100)}%` : ''}
              </progress>
            </label>
          </div>
        )}
        {run.state === 'reconciling' && <Spinner label="Checking the list against the vehicles on site…" />}
        {run.state === 'failed' && <Alert tone="danger">{run.message}</Alert>}
      </Panel>
      {run.state === 'done' && (
        <>
          <Panel
            title="Result"
            actions={
              <a className="btn btn-primary" href={run.answer.download.url} download={run.answer.download.fileName}>
                Download the result (CSV)
              </a>
            }
            description={
              <p>
                {run.answer.listRows.toLocaleString()} rows in the list, {run.answer.recordsOnSite.toLocaleString()} of the client's
                vehicles on site.
              </p>
            }
          >
            <CountsChart counts={run.answer.counts} />
          </Panel>
          {SR_CATEGORIES.map((category) => (
            <CategoryTable key={category} category={category} answer={run.answer} />
          ))}
        </>
      )}
    </>
  );
};
