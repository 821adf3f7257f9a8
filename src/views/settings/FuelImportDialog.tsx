import { useState } from 'react';
import { type Client, useMutation } from 'urql';
import { getFragmentData } from '@/generated';
import type { FuelRateImport_ResultFragment as Preview } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { formatFuelMoney } from './drafts';
import { FuelRateImportFragment, ImportFuelRatesMutation, PreviewFuelRateImportQuery } from './settings.graphql';

const PREVIEW_ROWS = 20;

/**
 * A published weekly series as a CSV (the EIA's weekly retail diesel download, or any sheet of a date and a price):
 * chosen or pasted, previewed by the server (the weeks it would write, each bad row with its line and why), then
 * imported all or nothing (docs/decisions.md#tenant-settings-and-fuel-rates-issue-29).
 */
export const FuelImportDialog = ({ client, close }: { client: Client; close: (changed: boolean) => void }) => {
  const tenant = useCurrentTenant();
  const currency = tenant?.currency ?? 'USD';
  const [csv, setCsv] = useState('');
  const [source, setSource] = useState('EIA weekly retail diesel');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, sendImport] = useMutation(ImportFuelRatesMutation);
  const money = (minor: number) => formatFuelMoney(minor, currency, tenant?.locale);

  const edit = (text: string) => {
    setCsv(text);
    setPreview(null);
  };
  const read = async () => {
    setReading(true);
    const result = await client.query(PreviewFuelRateImportQuery, { csv }, { requestPolicy: 'network-only' }).toPromise();
    setReading(false);
    setError(result.error ? graphqlFailure(result.error).message : null);
    setPreview(result.data ? getFragmentData(FuelRateImportFragment, result.data.previewFuelRateImport) : null);
  };
  const write = async () => {
    const result = await sendImport({ csv, source });
    if (result.error) return setError(graphqlFailure(result.error).message);
    const done = result.data?.importFuelRates;
    toast.success(`Imported: ${done?.created ?? 0} weeks added, ${done?.updated ?? 0} updated.`);
    close(true);
  };
  const ready = preview !== null && preview.errors.length === 0 && preview.rows.length > 0;

  return (
    <Dialog title="Import a weekly fuel price series" onClose={() => close(false)}>
      <div className="form">
        {error && <Alert tone="danger">{error}</Alert>}
        <label className="field">
          <span className="field-label">CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              if (file) edit(await file.text());
            }}
          />
        </label>
        <TextField
          label="Or paste the rows"
          hint="A date and a price per unit in each row (12/01/2025,3.759); title lines above the header are skipped."
          rows={6}
          value={csv}
          onChange={edit}
        />
        <TextField label="Source" value={source} onChange={setSource} />
        <div className="form-actions">
          <Button onClick={read} busy={reading} disabled={csv.trim() === ''}>
            Preview
          </Button>
          <Button variant="primary" onClick={write} busy={importing.fetching} disabled={!ready}>
            {preview ? `Import ${preview.rows.length} weeks` : 'Import'}
          </Button>
          <Button onClick={() => close(false)}>Cancel</Button>
        </div>
        {preview && (
          <section aria-label="Preview">
            <p>
              {preview.created} new weeks, {preview.updated} weeks already in the index would be updated to the file's price.
              {preview.errors.length > 0 &&
                ` ${preview.errors.length} rows cannot be read: fix them and preview again; nothing is imported until every row reads.`}
            </p>
            {preview.errors.length > 0 && (
              <Alert tone="danger">
                <ul>
                  {preview.errors.map((row) => (
                    <li key={row.line}>
                      Line {row.line}: {row.message} {row.text && <code>{row.text}</code>}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            {preview.rows.length > 0 && (
              <table className="table">
                <caption>The first {Math.min(PREVIEW_ROWS, preview.rows.length)} weeks</caption>
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Week of</th>
                    <th scope="col">Price</th>
                    <th scope="col">Surcharge</th>
                    <th scope="col">In the index</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <th scope="row">{row.effectiveFrom}</th>
                      <td className="cell-number">{money(row.pricePerUnit)}</td>
                      <td className="cell-number">{money(row.ratePerDistance)}</td>
                      <td>{row.updates ? 'Updated' : 'New'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
};
