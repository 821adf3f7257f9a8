import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import type { BatchState } from './invoiceBatch';

export type BatchProgressProps = { state: BatchState; onCancel: () => void };

/** A batch of invoices as it runs: "n of m legs invoiced" on a progress bar, Cancel while it runs, then how it ended. */
export const BatchProgress = ({ state, onCancel }: BatchProgressProps) => {
  const words = `${state.done} of ${state.total} legs invoiced`;
  return (
    <div className="batch-progress">
      <progress max={Math.max(state.total, 1)} value={state.done} aria-label="Invoicing the chosen legs" aria-valuetext={words} />
      <span role="status">{words}</span>
      {state.status === 'running' && <Button onClick={onCancel}>Cancel</Button>}
      {state.message && <Alert tone={state.status === 'failed' ? 'danger' : 'warning'}>{state.message}</Alert>}
    </div>
  );
};
