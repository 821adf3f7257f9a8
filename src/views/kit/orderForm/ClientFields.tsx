import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { graphqlFailure } from '../forms/failure';
import { Button } from '../ui/Button';
import { ChoiceField } from './ChoiceField';
import type { OrderFormApi } from './useOrderForm';

export const OrderFormClientsQuery = graphql(`
  query OrderFormClients {
    clients(first: 200, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        code
      }
      paginatorInfo {
        total
      }
    }
  }
`);

export const OrderFormCustomersQuery = graphql(`
  query OrderFormCustomers($where: CustomerWhere) {
    customers(first: 200, where: $where, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        code
      }
    }
  }
`);

const label = (record: { displayName: string; code?: string | null }) =>
  record.code ? `${record.displayName} (${record.code})` : record.displayName;

/** Who the order is for: the client, and optionally one of its customers. */
export const ClientFields = ({ form }: { form: OrderFormApi }) => {
  const { state, send, errors } = form;
  const [clients, refetchClients] = useQuery({ query: OrderFormClientsQuery });
  const [customers] = useQuery({
    query: OrderFormCustomersQuery,
    variables: { where: { column: 'CLIENT_ID', operator: 'EQ', value: state.clientId } },
    pause: !state.clientId,
  });

  const clientChoices = (clients.data?.clients.data ?? []).map((client) => ({ value: client.id, label: label(client) }));
  const customerChoices = (customers.data?.customers.data ?? []).map((customer) => ({ value: customer.id, label: label(customer) }));
  const clientsFailed = clients.error ? graphqlFailure(clients.error).message : null;
  let customerHint = 'Optional: the client’s customer this is for.';
  if (!state.clientId) customerHint = 'Choose the client first.';
  else if (customers.fetching) customerHint = 'Loading the client’s customers…';
  else if (customers.data && customerChoices.length === 0) customerHint = 'This client has no customers.';

  return (
    <div className="field-grid">
      <div>
        <ChoiceField
          label="Client"
          value={state.clientId}
          choices={clientChoices}
          placeholder={clients.fetching && !clients.data ? 'Loading clients…' : 'Choose a client'}
          error={errors.clientId ?? (clientsFailed ? [`Clients could not be loaded: ${clientsFailed}`] : undefined)}
          onChange={(clientId) => send({ type: 'client.set', clientId })}
        />
        {clientsFailed && (
          <Button className="btn-small" onClick={() => refetchClients({ requestPolicy: 'network-only' })}>
            Load clients again
          </Button>
        )}
      </div>
      <ChoiceField
        label="Customer"
        value={state.customerId}
        choices={customerChoices}
        placeholder="No customer"
        hint={customerHint}
        disabled={!state.clientId}
        error={errors.customerId}
        onChange={(customerId) => send({ type: 'customer.set', customerId })}
      />
    </div>
  );
};
