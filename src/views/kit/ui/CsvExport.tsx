import { useId } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { type PagedCsvOptions, usePagedCsv } from './usePagedCsv';

export type CsvExportProps<Row> = PagedCsvOptions<Row> & {
  /** What is exported, plural: "orders". */
  noun: string;
  disabled: boolean;
};

/** "Export CSV" of every filtered row, with a progress bar and a cancel button while the pages come in. */
export const CsvExport = <Row,>({ noun, disabled, ...options }: CsvExportProps<Row>) => {
  const { state, start, cancel } = usePagedCsv(options);
  const progressId = useId();
  if (state.kind === 'running') {
    const total = state.total ?? 0;
    return (
      <div className="export-progress">
        <label htmlFor={progressId}>Exporting {noun}</label>
        <progress id={progressId} max={Math.max(total, 1)} value={state.done} />
        <span role="status">{state.total === null ? 'Starting…' : `${state.done} of ${total}`}</span>
        <Button className="btn-small" onClick={cancel}>
          Cancel export
        </Button>
      </div>
    );
  }
  return (
    <div className="export-progress">
      <Button onClick={start} disabled={disabled}>
        Export CSV
      </Button>
      {state.kind === 'done' && (
        <Alert tone="success">
          Exported {state.count} {noun}.
        </Alert>
      )}
      {state.kind === 'cancelled' && <Alert tone="info">Export cancelled.</Alert>}
      {state.kind === 'failed' && <Alert tone="danger">The export failed: {state.message}</Alert>}
    </div>
  );
};
