import type { OrderEvent } from '@/generated/graphql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { ORDER_EVENT_LABEL } from '../../kit/record/orderLabels';
import { RecordActions } from '../../kit/record/RecordActions';
import { OrderCancelDialog } from './OrderCancelDialog';

export const OrderActionsFragment = graphql(`
  fragment OrderActions_order on Order {
    id
    number
    version
    eventOptions {
      ...RecordEventOption
    }
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
        eventOptions {
          ...RecordEventOption
        }
        updatedAt
      }
    }
  }
`);

const DANGER: readonly OrderEvent[] = ['CANCEL'];

export type OrderActionsProps = { order: FragmentType<typeof OrderActionsFragment>; refetch: () => void };

/** The order's action bar (`RecordActions`): submitting and closing go at once, cancelling asks why. */
export const OrderActions = ({ order: source, refetch }: OrderActionsProps) => {
  const order = getFragmentData(OrderActionsFragment, source);
  return (
    <RecordActions
      record={order}
      mutation={TransitionOrderMutation}
      noun="order"
      legend="Order actions"
      idPrefix={`order-${order.id}`}
      labelOf={(event: OrderEvent) => ORDER_EVENT_LABEL[event]}
      done={(event) => `${ORDER_EVENT_LABEL[event]}: done.`}
      danger={DANGER}
      refetch={refetch}
      asks={(event) => event === 'CANCEL'}
      dialog={(_event, props) => <OrderCancelDialog number={order.number} {...props} />}
    />
  );
};
