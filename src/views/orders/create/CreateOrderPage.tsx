import toast from '../../kit/ui/toast';
import { useMemo, useState } from 'react';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { todayIn } from '../../../domain/dates';
import { newRequestSchemas } from '../../../domain/schemas/orders';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphql } from '@/generated';
import { graphqlFailure } from '../../kit/forms/failure';
import { OrderConfirmDialog } from '../../kit/orderForm/OrderConfirmDialog';
import { orderConfirmation } from '../../kit/orderForm/orderConfirmation';
import { OrderFormLayout } from '../../kit/orderForm/OrderFormLayout';
import { toOrderInput } from '../../kit/orderForm/toInput';
import { useOrderForm } from '../../kit/orderForm/useOrderForm';
import { Button } from '../../kit/ui/Button';

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
  const tenant = useCurrentTenant();
  // The shared schema on the tenant's today: a pickup before it is refused here as on the server.
  const schema = useMemo(() => newRequestSchemas(todayIn(tenant?.timeZone)).order, [tenant?.timeZone]);
  const { api, submit, submitting, formError, formRef } = useOrderForm(schema, toOrderInput);
  // Sending to the call center asks once more, with the requested windows, time zone and phones.
  const [asking, setAsking] = useState<((placed: boolean) => void) | null>(null);
  const confirmed = () => new Promise<boolean>((resolve) => setAsking(() => resolve));
  const answer = (placed: boolean) => {
    asking?.(placed);
    setAsking(null);
  };

  const save = (action: string | null) =>
    submit(async (input, idempotencyKey) => {
      const submitNow = action === 'submit';
      if (submitNow && !(await confirmed())) return null;
      const result = await createOrder({ input, submit: submitNow, idempotencyKey });
      const order = result.data?.createOrder;
      if (!order)
        return result.error ? graphqlFailure(result.error) : { code: null, message: 'The server sent no order back.', fieldErrors: {} };
      toast.success(`Order ${order.number} created${submitNow ? ' and submitted' : ' as a draft'}.`);
      navigate(`/orders/${order.id}`);
      return null;
    });

  return (
    <>
      {asking && (
        <OrderConfirmDialog
          title="Create and submit this order?"
          {...orderConfirmation(api.state, tenant)}
          confirmLabel="Create and submit"
          onConfirm={() => answer(true)}
          onClose={() => answer(false)}
        />
      )}
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
    </>
  );
};
