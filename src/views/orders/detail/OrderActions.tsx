import type { OrderEvent } from '@/generated/graphql';
import { type FormEvent, useState } from 'react';
import toast from '../../kit/ui/toast';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Dialog } from '../../kit/ui/Dialog';
import { isConflict, transitionFailureMessage } from '../../kit/record/transitionFailure';
import { graphqlFailure } from '../../kit/forms/failure';
import { Alert } from '../../kit/ui/Alert';
import { Button } from '../../kit/ui/Button';
import { TextField } from '../../kit/ui/TextField';
import { ORDER_EVENT_LABEL } from '../../kit/record/orderLabels';

// The cancel reason's check (zod) loads when the cancel dialog opens, not with the order page.
const eventInputs = () => import('../../../machines/domain/eventInputs');

export const OrderActionsFragment = graphql(`
  fragment OrderActions_order on Order {
    id
    number
    version
    availableEvents
  }
`);

/** The order's new state and its legs' (cancelling an order cancels its open legs). */
export const TransitionOrderMutation = graphql(`
  mutation TransitionOrder($id: ID!, $event: OrderEvent!, $input: TransitionInput, $version: Int!) {
    transitionOrder(id: $id, event: $event, input: $input, version: $version) {
      id
      ...OrderState
      legs {
        id
        status
        holdReason
        heldFrom
        version
        availableEvents
        updatedAt
      }
    }
  }
`);

export type OrderActionsProps = { order: FragmentType<typeof OrderActionsFragment>; refetch: () => void };

/** Exactly the events the server's order machine allows this user now; cancelling asks why. */
export const OrderActions = ({ order: source, refetch }: OrderActionsProps) => {
  const order = getFragmentData(OrderActionsFragment, source);
  const [state, transition] = useMutation(TransitionOrderMutation);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: OrderEvent, input?: { reason: string }): Promise<boolean> => {
    const result = await transition({ id: order.id, event, input: input ?? null, version: order.version });
    if (!result.error) {
      toast.success(`${ORDER_EVENT_LABEL[event]}: done.`);
      return true;
    }
    const failure = graphqlFailure(result.error);
    const message = transitionFailureMessage(failure, 'order');
    toast.error(message);
    setError(failure.fieldErrors['input.reason']?.join(' ') ?? message);
    if (isConflict(failure)) refetch();
    return false;
  };

  const confirmCancel = async (event: FormEvent) => {
    event.preventDefault();
    const { cancelOrderInputSchema } = await eventInputs();
    const parsed = cancelOrderInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (await send('CANCEL', { reason: parsed.data.reason })) setCancelling(false);
  };

  if (order.availableEvents.length === 0) return null;
  return (
    <>
      <fieldset className="action-bar">
        <legend className="visually-hidden">Order actions</legend>
        {order.availableEvents.map((event) =>
          event === 'CANCEL' ? (
            <Button
              key={event}
              variant="danger"
              onClick={() => {
                setError(null);
                setCancelling(true);
                void eventInputs().catch(() => undefined);
              }}
            >
              {ORDER_EVENT_LABEL[event]}
            </Button>
          ) : (
            <Button
              key={event}
              variant="primary"
              busy={state.fetching && state.operation?.variables.event === event}
              onClick={() => send(event)}
            >
              {ORDER_EVENT_LABEL[event]}
            </Button>
          ),
        )}
      </fieldset>
      {cancelling && (
        <Dialog title={`Cancel order ${order.number}`} onClose={() => setCancelling(false)}>
          <form className="form" onSubmit={confirmCancel} noValidate>
            <p>Its open legs are cancelled too. This cannot be undone.</p>
            {error && <Alert tone="danger">{error}</Alert>}
            <TextField label="Reason" rows={3} value={reason} onChange={setReason} required maxLength={1000} />
            <div className="button-row">
              <Button type="submit" variant="danger" busy={state.fetching}>
                Cancel order
              </Button>
              <Button onClick={() => setCancelling(false)}>Keep the order</Button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
};
