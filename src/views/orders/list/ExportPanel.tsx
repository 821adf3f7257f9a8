import { useId } from 'react';
import type { OrderListVariables } from '../../../domain/orderListUrl';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useCsvExport } from './useCsvExport';

export type ExportPanelProps = { variables: OrderListVariables; disabled: boolean };

/** "Export CSV" of the filtered set, with a progress bar and a cancel button while pages are fetched. */
export const ExportPanel = ({ variables, disabled }: ExportPanelProps) => {
  const { state, start, cancel } = useCsvExport(variables);
  const progressId = useId();
  if (state.kind === 'running') {
    const total = state.total ?? 0;
    return (
      <div className="export-progress">
        <label htmlFor={progressId}>Exporting orders</label>
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
      {state.kind === 'done' && <Alert tone="success">Exported {state.count} orders.</Alert>}
      {state.kind === 'cancelled' && <Alert tone="info">Export cancelled.</Alert>}
      {state.kind === 'failed' && <Alert tone="danger">The export failed: {state.message}</Alert>}
    </div>
  );
};
