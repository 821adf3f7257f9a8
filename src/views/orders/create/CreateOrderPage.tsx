import toast from '../../ui/toast';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { orderInputSchema } from '../../../domain/schemas/orders';
import { graphql } from '@/generated';
import { graphqlFailure } from '../../forms/failure';
import { OrderFormLayout } from '../../orderForm/OrderFormLayout';
import { toOrderInput } from '../../orderForm/toInput';
import { useOrderForm } from '../../orderForm/useOrderForm';
import { Button } from '../../ui/Button';

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: OrderInput!, $submit: Boolean, $idempotencyKey: String) {
    createOrder(input: $input, submit: $submit, idempotencyKey: $idempotencyKey) {
      id
      number
      state
    }
  }
`);

/** /orders/create: a new order saved as a draft, or created and sent to the call center at once. */
export const CreateOrderPage = () => {
  const [, navigate] = useLocation();
  const [, createOrder] = useMutation(CreateOrderMutation);
  const { api, submit, submitting, formError, formRef } = useOrderForm(orderInputSchema, toOrderInput);

  const save = (action: string | null) =>
    submit(async (input, idempotencyKey) => {
      const submitNow = action === 'submit';
      const result = await createOrder({ input, submit: submitNow, idempotencyKey });
      const order = result.data?.createOrder;
      if (!order) return result.error ? graphqlFailure(result.error) : { code: null, message: 'The server sent no order back.', fieldErrors: {} };
      toast.success(`Order ${order.number} created${submitNow ? ' and submitted' : ' as a draft'}.`);
      navigate(`/orders/${order.id}`);
      return null;
    });

  return (
    <OrderFormLayout
      form={api}
      label="New order"
      formRef={formRef}
      formError={formError}
      onSubmit={(action) => void save(action)}
      actions={
        <>
          <Button type="submit" value="draft" busy={submitting}>
            Save draft
          </Button>
          <Button type="submit" value="submit" variant="primary" busy={submitting}>
            Create and submit
          </Button>
        </>
      }
    />
  );
};
