import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { quoteInputSchema } from '../../domain/schemas/orders';
import { graphql } from '@/generated';
import { graphqlFailure } from '../kit/forms/failure';
import { OrderFormLayout } from '../kit/orderForm/OrderFormLayout';
import { toQuoteInput } from '../kit/orderForm/toInput';
import { useOrderForm } from '../kit/orderForm/useOrderForm';
import { Button } from '../kit/ui/Button';
import { QuoteExtrasFields } from './QuoteExtrasFields';

export const CreateQuoteMutation = graphql(`
  mutation CreateQuote($input: QuoteInput!, $idempotencyKey: String) {
    createQuote(input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      status
    }
  }
`);

/** /quotes/create: the order form plus the quote's terms, priced live line by line, saved as a PENDING quote. */
export const CreateQuotePage = () => {
  const [, navigate] = useLocation();
  const [, createQuote] = useMutation(CreateQuoteMutation);
  const { api, submit, submitting, formError, formRef } = useOrderForm(quoteInputSchema, toQuoteInput);

  const save = () =>
    submit(async (input, idempotencyKey) => {
      const result = await createQuote({ input, idempotencyKey });
      const quote = result.data?.createQuote;
      if (!quote)
        return result.error ? graphqlFailure(result.error) : { code: null, message: 'The server sent no quote back.', fieldErrors: {} };
      toast.success(`Quote ${quote.number} saved.`);
      navigate(`/quotes/${quote.id}`);
      return null;
    });

  return (
    <OrderFormLayout
      form={api}
      label="New quote"
      formRef={formRef}
      formError={formError}
      onSubmit={() => void save()}
      extra={<QuoteExtrasFields form={api} />}
      actions={
        <Button type="submit" variant="primary" busy={submitting}>
          Save quote
        </Button>
      }
    />
  );
};
