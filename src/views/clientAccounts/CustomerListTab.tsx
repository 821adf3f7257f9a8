import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { customerInputSchema } from '../../domain/schemas/directory';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { pageInfoOf } from '../kit/list/listSource';
import { recordRefusal } from '../kit/record/recordRefusal';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { FormButtons } from '../kit/ui/FormButtons';
import { Pager } from '../kit/ui/Pager';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CreateCustomerMutation, CustomerRowFragment, CustomersQuery } from './clientAccounts.graphql';
import { STATUS_LABEL, STATUS_TONE } from './labels';

const PER_PAGE = 25;

type NewCustomerDialogProps = { client: Client; close: (changed: boolean) => void };

/** A new customer of the client: its name and code (a taken code is the code's field error). */
const NewCustomerDialog = ({ client, close }: NewCustomerDialogProps) => {
  const form = useForm({ displayName: '', code: '' });
  const [, create] = useMutation(CreateCustomerMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(customerInputSchema, { clientId: client.id, ...form.values });
    if (!input) return;
    const result = await create({ input });
    if (result.error) return form.fail(recordRefusal(result.error, 'customer'));
    toast.success(`Customer ${input.displayName} created for ${client.displayName}.`);
    close(true);
  });
  return (
    <Dialog title={`New customer of ${client.displayName}`} onClose={() => close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Name" autoFocus {...form.text('displayName')} />
        <TextField label="Code" hint="Letters, digits, dashes; stored upper-case." {...form.text('code')} />
        <FormButtons submit="Create customer" busy={form.submitting} onCancel={() => close(false)} />
      </form>
    </Dialog>
  );
};

export type CustomerListTabProps = {
  client: Client;
  /** Reloads the client's page after a customer is created (its header counts them). */
  reloadClient: () => void;
};

/** /admin/clients/:id/customer-list: the client's customers, active and deleted, and "Create customer". */
export const CustomerListTab = ({ client, reloadClient }: CustomerListTabProps) => {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [{ data, error }, reexecute] = useQuery({
    query: CustomersQuery,
    variables: {
      where: { column: 'CLIENT_ID', operator: 'EQ', value: client.id },
      trashed: 'WITH',
      orderBy: [{ column: 'DISPLAY_NAME', order: 'ASC' }],
      first: PER_PAGE,
      page,
    },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const customers = data ? getFragmentData(CustomerRowFragment, data.customers.data) : null;
  const body = () => {
    if (error && !customers) return <ErrorState message={transitionFailureMessage(graphqlFailure(error), 'customer')} onRetry={reload} />;
    if (!customers || !data) return <Spinner label="Loading the customers…" />;
    if (customers.length === 0) return <EmptyState title="No customers yet" />;
    return (
      <>
        <Table caption={`Customers of ${client.displayName}`} headings={['Name', 'Code', 'Open orders', 'Status']}>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">
                <Link href={`/admin/customers/${customer.id}`}>{customer.displayName}</Link>
              </th>
              <td className="mono">{customer.code ?? '—'}</td>
              <td>{customer.openOrderCount}</td>
              <td>
                <Badge tone={STATUS_TONE[customer.status]}>{STATUS_LABEL[customer.status]}</Badge>
              </td>
            </tr>
          ))}
        </Table>
        <Pager info={pageInfoOf(data.customers.paginatorInfo)} noun="customers" onPage={setPage} />
      </>
    );
  };
  return (
    <Panel
      title="Customers"
      actions={
        <Button variant="primary" className="btn-small" onClick={() => setCreating(true)}>
          Create customer
        </Button>
      }
    >
      {body()}
      {creating && (
        <NewCustomerDialog
          client={client}
          close={(changed) => {
            setCreating(false);
            if (!changed) return;
            reload();
            reloadClient();
          }}
        />
      )}
    </Panel>
  );
};
