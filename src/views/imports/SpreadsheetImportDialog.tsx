import { useEffect, useId, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { SpreadsheetImportDialog_ImportFragment as ImportJob } from '@/generated/graphql';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { downloadCsv, downloadXlsx, errorFileName } from './download';
import { ImportMapping } from './ImportMapping';
import { ImportProblems } from './ImportProblems';
import { ImportProgress } from './ImportProgress';
import { isRunning } from './progressFigures';
import {
  CheckSpreadsheetImportMutation,
  RunSpreadsheetImportMutation,
  SpreadsheetImportErrorsQuery,
  SpreadsheetImportFragment,
  SpreadsheetImportQuery,
  SpreadsheetImportTemplateQuery,
  SpreadsheetImportTemplateXlsxQuery,
  UploadSpreadsheetImportMutation,
} from './spreadsheetImport.graphql';

/** How often the dialog reads a running import's progress (the server writes it every batch of rows). */
const POLL_MS = 500;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SpreadsheetImportDialogProps = {
  /** An import to show from the start (a notification's link); none: a new one. */
  importId?: string | null;
  /** `imported`: some orders were made (the list behind the dialog reads its rows again). */
  onClose: (imported: boolean) => void;
};

const mappingOf = (job: ImportJob) =>
  Object.fromEntries(job.columns.flatMap((column) => (column.header ? [[column.field, column.header]] : [])));

/**
 * Orders from a CSV or XLSX: upload, say which column holds what (remembered for the next file), see every row's
 * problems before anything is stored, import the rows that passed with the progress, download the rows that did not.
 */
export const SpreadsheetImportDialog = ({ importId = null, onClose }: SpreadsheetImportDialogProps) => {
  const client = useClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(importId);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [remap, setRemap] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [{ data }, reload] = useQuery({
    query: SpreadsheetImportQuery,
    variables: { id: jobId ?? '' },
    pause: !jobId,
    requestPolicy: 'cache-and-network',
  });
  const job = data?.spreadsheetImport ? getFragmentData(SpreadsheetImportFragment, data.spreadsheetImport) : null;
  const running = job ? isRunning(job.status) : false;
  // An import opened from its link starts from its stored mapping until the user changes one.
  const columns = Object.keys(mapping).length > 0 || !job ? mapping : mappingOf(job);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => reload({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearTimeout(timer);
  });

  /** Runs one step's request; a refusal shows its message (a field error's own words first). */
  const step = async (send: () => Promise<{ error?: Parameters<typeof graphqlFailure>[0] }>) => {
    setBusy(true);
    setError(null);
    const result = await send();
    setBusy(false);
    if (!result.error) return true;
    const failure = graphqlFailure(result.error);
    setError(Object.values(failure.fieldErrors).flat().join(' ') || failure.message);
    return false;
  };

  const upload = () =>
    file &&
    step(async () => {
      const result = await client.mutation(UploadSpreadsheetImportMutation, { file }).toPromise();
      const uploaded = result.data ? getFragmentData(SpreadsheetImportFragment, result.data.uploadSpreadsheetImport) : null;
      if (uploaded) {
        setMapping(mappingOf(uploaded));
        setJobId(uploaded.id);
      }
      return result;
    });
  const check = () =>
    job &&
    step(async () => {
      const chosen = job.columns.map((column) => ({ field: column.field, header: columns[column.field] || null }));
      const result = await client.mutation(CheckSpreadsheetImportMutation, { id: job.id, mapping: chosen }).toPromise();
      if (!result.error) setRemap(false);
      return result;
    });
  const run = () => job && step(() => client.mutation(RunSpreadsheetImportMutation, { id: job.id }).toPromise());
  const template = () =>
    step(async () => {
      const result = await client.query(SpreadsheetImportTemplateQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      if (result.data) downloadCsv('orders-import-template.csv', result.data.spreadsheetImportTemplate);
      return result;
    });
  const templateXlsx = () =>
    step(async () => {
      const result = await client.query(SpreadsheetImportTemplateXlsxQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      if (result.data) downloadXlsx('orders-import-template.xlsx', result.data.spreadsheetImportTemplateXlsx);
      return result;
    });
  const errors = () =>
    job &&
    step(async () => {
      const result = await client.query(SpreadsheetImportErrorsQuery, { id: job.id }, { requestPolicy: 'network-only' }).toPromise();
      const found = result.data?.spreadsheetImport;
      if (found?.errorCsv) downloadCsv(errorFileName(found.fileName), found.errorCsv);
      return result;
    });

  const body = () => {
    if (!job)
      return (
        <div className="form">
          <p>
            One order a row: the vehicle, where it is picked up and where it is delivered. Start from the template, or use your own columns
            and say which is which.
          </p>
          <div className="field">
            <label className="field-label" htmlFor={fileId}>
              Spreadsheet (CSV or XLSX, up to 20 MB and 50,000 rows)
            </label>
            <input id={fileId} className="field-input" type="file" accept={ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </div>
          <div className="button-row">
            <Button variant="primary" onClick={upload} disabled={!file} busy={busy}>
              Upload
            </Button>
            <Button onClick={template}>Download the CSV template</Button>
            <Button onClick={templateXlsx}>Download the Excel template</Button>
          </div>
        </div>
      );
    if (job.status === 'UPLOADED' || remap)
      return (
        <>
          <p>
            {job.fileName}: {job.totalRows.toLocaleString()} rows. Nothing is stored until you import.
          </p>
          <ImportMapping
            columns={job.columns}
            headers={job.headers}
            mapping={columns}
            onChange={(field, header) => setMapping({ ...columns, [field]: header })}
          />
          <div className="button-row">
            <Button variant="primary" onClick={check} busy={busy}>
              Check the rows
            </Button>
          </div>
        </>
      );
    if (running) return <ImportProgress job={job} />;
    if (job.status === 'FAILED') return <Alert tone="danger">{job.error}</Alert>;
    const done = job.status === 'DONE';
    return (
      <>
        <Alert tone={job.failedRows > 0 ? 'warning' : 'success'}>
          {done
            ? `${job.importedRows.toLocaleString()} orders imported; ${job.failedRows.toLocaleString()} rows not imported.`
            : `${job.validRows.toLocaleString()} of ${job.totalRows.toLocaleString()} rows can be imported; ${job.failedRows.toLocaleString()} have problems and will not be.`}
        </Alert>
        <ImportProblems problems={job.problems} total={job.failedRows} />
        <div className="button-row">
          {!done && job.validRows > 0 && (
            <Button variant="primary" onClick={run} busy={busy}>
              Import {job.validRows.toLocaleString()} orders
            </Button>
          )}
          {!done && <Button onClick={() => setRemap(true)}>Change the columns</Button>}
          {job.failedRows > 0 && <Button onClick={errors}>Download the rows with problems</Button>}
        </div>
      </>
    );
  };

  const imported = job?.status === 'DONE' && job.importedRows > 0;
  return (
    <Dialog title="Import orders from a spreadsheet" onClose={() => onClose(imported)}>
      {error && <Alert tone="danger">{error}</Alert>}
      {body()}
      <div className="button-row">
        <Button onClick={() => onClose(imported)}>Close</Button>
      </div>
    </Dialog>
  );
};
