import { useEffect } from 'react';
import type { TransitionInput } from '@/generated/graphql';
import type { RecordDialogProps } from '../../kit/record/RecordActions';
import { useEventForm } from '../../kit/record/useEventForm';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { Dialog } from '../../kit/ui/Dialog';
import { LimitedTextField } from '../../kit/ui/LimitedTextField';

// The cancel reason's check (zod) loads when the cancel dialog opens, not with the order page.
const eventInputs = () => import('../../../machines/domain/order.inputs');

export type OrderCancelDialogProps = RecordDialogProps<TransitionInput> & { number: string };

/** Cancelling an order asks why (its open legs are cancelled with it); the missing reason is said above the field. */
export const OrderCancelDialog = ({ number, busy, onSubmit, onClose }: OrderCancelDialogProps) => {
  const form = useEventForm({ reason: '' }, { noun: 'order', onSubmit });
  useEffect(() => {
    void eventInputs().catch(() => undefined);
  }, []);
  const submit = form.submitWith(() => form.validate(eventInputs().then((inputs) => inputs.cancelOrderInputSchema)));
  const error = form.formError ?? form.errors.reason?.join(' ');

  return (
    <Dialog title={`Cancel order ${number}`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate ref={form.formRef}>
        <p>Its open legs are cancelled too. This cannot be undone.</p>
        {error && <Alert tone="danger">{error}</Alert>}
        <LimitedTextField
          label="Reason"
          rows={3}
          required
          limit={1000}
          value={form.values.reason}
          onChange={(reason) => form.set('reason', reason)}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" busy={busy || form.submitting}>
            Cancel order
          </Button>
          <Button onClick={onClose}>Keep the order</Button>
        </div>
      </form>
    </Dialog>
  );
};
