import { useCallback } from 'react';
import { useClient } from 'urql';
import type { AccidentRegisterQuery as Register } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Button } from '../kit/ui/Button';
import { Alert } from '../kit/ui/Alert';
import { type CsvPage, usePagedCsv } from '../kit/ui/usePagedCsv';
import { AccidentRegisterQuery } from './ReportsPage.graphql';

type Entry = Register['accidentRegister'][number];

const HEADER = [
  'Date',
  'City',
  'State',
  'Driver',
  'Driver licence',
  'Licence state',
  'Injuries',
  'Fatalities',
  'Hazmat released',
  'Report number',
] as const;

export type RegisterExportProps = { from: string; to: string };

/**
 * "Accident register (49 CFR 390.15)": the DOT-recordable accidents of the last three years (or the list's date
 * range) as one CSV, oldest first — date, place, driver and licence, injuries, fatalities, hazmat, report number.
 */
export const RegisterExport = ({ from, to }: RegisterExportProps) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const toRow = useCallback(
    (entry: Entry): CsvCell[] => [
      formatDateTime(entry.occurredAt, tenant?.locale, entry.timeZone || tenant?.timeZone),
      entry.city ?? '',
      entry.state ?? '',
      entry.driver?.fullName ?? '',
      entry.driver?.licenceNumber ?? '',
      entry.driver?.licenceState ?? '',
      entry.injuries,
      entry.fatalities,
      entry.hazmatReleased ? 'Yes' : 'No',
      entry.number,
    ],
    [tenant],
  );
  // The register is one answer, not pages: a single "page" that says there is no more.
  const fetchPage = useCallback(async (): Promise<CsvPage<Entry>> => {
    const result = await client
      .query(AccidentRegisterQuery, { from: from || null, to: to || null }, { requestPolicy: 'network-only' })
      .toPromise();
    const rows = result.data?.accidentRegister;
    if (result.error || !rows) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
    return { rows, total: rows.length, hasMore: false };
  }, [client, from, to]);
  const { state, start } = usePagedCsv({ fetchPage, header: HEADER, toRow, prefix: 'accident-register' });
  return (
    <div className="export-progress">
      <Button onClick={start} busy={state.kind === 'running'}>
        Accident register (49 CFR 390.15)
      </Button>
      {state.kind === 'done' && (
        <Alert tone="success">{`Exported the register: ${state.count} recordable ${state.count === 1 ? 'accident' : 'accidents'}.`}</Alert>
      )}
      {state.kind === 'failed' && <Alert tone="danger">The register could not be exported: {state.message}</Alert>}
    </div>
  );
};
