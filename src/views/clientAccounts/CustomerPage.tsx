import { useMutation } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { customerInputSchema } from '../../domain/schemas/directory';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { useForm } from '../kit/forms/useForm';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { recordRefusal } from '../kit/record/recordRefusal';
import { RecordTabSuspense } from '../kit/record/recordTabs';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import {
  CustomerPageFragment,
  CustomerQuery,
  DeleteCustomerMutation,
  RestoreCustomerMutation,
  UpdateCustomerMutation,
} from './clientAccounts.graphql';
import { CUSTOMER_BASE_ROUTE, CUSTOMER_TABS } from './clientTabs';
import { STATUS_LABEL, STATUS_TONE } from './labels';
import { CustomerContactsTab, PartyBillingItemsTab, TariffRatesTab } from './tabs';

/** CustomerUpdateInput: the customer's name and code (its client does not change). */
const customerUpdateSchema = customerInputSchema.pick({ displayName: true, code: true });

/** Which price applies, said wherever a customer's prices are shown. */
const PriceOrder = ({ customer }: { customer: Customer }) => (
  <p className="muted">
    A price of this customer’s own overrides its client’s (
    <Link href={`/admin/clients/${customer.client.id}`}>{customer.client.displayName}</Link>), which overrides the tenant’s defaults.
  </p>
);

type Props = { customer: Customer; reload: () => void };

const CustomerHeader = ({ customer, reload }: Props) => {
  const dateTime = useDateTimeFormat();
  const [removing, remove] = useMutation(DeleteCustomerMutation);
  const [restoring, restore] = useMutation(RestoreCustomerMutation);
  const run = async (move: 'DELETE' | 'RESTORE') => {
    const send = move === 'DELETE' ? remove : restore;
    const result = await send({ id: customer.id, version: customer.version });
    if (result.error) return toast.error(recordRefusal(result.error, 'customer', reload).message);
    toast.success(`Customer ${customer.displayName} ${move === 'DELETE' ? 'deleted' : 'restored'}.`);
  };
  const orders = customer.openOrderCount;
  return (
    <RecordHeader
      title={customer.code ? `${customer.displayName} (${customer.code})` : customer.displayName}
      badges={<Badge tone={STATUS_TONE[customer.status]}>{STATUS_LABEL[customer.status]}</Badge>}
    >
      <dl className="details">
        <DetailsRow term="Client">
          <Link href={`/admin/clients/${customer.client.id}`}>{customer.client.displayName}</Link>
        </DetailsRow>
        <DetailsRow term="Code">{customer.code ?? '—'}</DetailsRow>
        <DetailsRow term="Open orders">{orders}</DetailsRow>
        <DetailsRow term="Since">{dateTime(customer.createdAt)}</DetailsRow>
        {customer.deletedAt && <DetailsRow term="Deleted">{dateTime(customer.deletedAt)}</DetailsRow>}
      </dl>
      <div className="button-row">
        {customer.moves.includes('DELETE') && (
          <ConfirmButton
            label="Delete customer"
            question={`Delete ${customer.displayName}? ${orders === 0 ? 'It has no open orders' : `Its ${orders} open order${orders === 1 ? '' : 's'} keep running`}; it can be restored later.`}
            confirmLabel="Delete customer"
            busy={removing.fetching}
            onConfirm={() => run('DELETE')}
          />
        )}
        {customer.moves.includes('RESTORE') && (
          <Button className="btn-small" busy={restoring.fetching} onClick={() => run('RESTORE')}>
            Restore customer
          </Button>
        )}
      </div>
    </RecordHeader>
  );
};

/** The customer's name and code at its version (CONFLICT: the page reloads). */
const CustomerEditForm = ({ customer, reload }: Props) => {
  const form = useForm({ displayName: customer.displayName, code: customer.code ?? '' });
  const [, update] = useMutation(UpdateCustomerMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(customerUpdateSchema);
    if (!input) return;
    const result = await update({ id: customer.id, version: customer.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'customer', reload));
    toast.success(`${input.displayName} saved.`);
  });
  return (
    <Panel title="Details" description={<PriceOrder customer={customer} />}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Name" {...form.text('displayName')} />
        <TextField label="Code" hint="Letters, digits, dashes; stored upper-case." {...form.text('code')} />
        <FormButtons submit="Save" busy={form.submitting} cancelHref="/admin/customers" cancelText="Back" />
      </form>
    </Panel>
  );
};

const TabBody = ({ path, customer, reload }: { path: string } & Props) => {
  const party = { customerId: customer.id };
  switch (path) {
    case 'contacts':
      return <CustomerContactsTab id={customer.id} />;
    case 'tariff-rates':
      return (
        <>
          <PriceOrder customer={customer} />
          <TariffRatesTab party={party} />
        </>
      );
    case 'billing-items':
      // The tab says itself which price applies, item by item.
      return <PartyBillingItemsTab party={party} />;
    default:
      return <CustomerEditForm key={`${customer.id}-${customer.version}`} customer={customer} reload={reload} />;
  }
};

/** /admin/customers/:id and its tabs: header (client, Delete or Restore), tab links, the tab's body. */
export const CustomerPage = ({ route, params }: PageProps) => {
  const { record, placeholder, refetch } = useRecordQuery({
    query: CustomerQuery,
    id: params.id,
    pick: (data) => data.customer,
    nouns: { missing: 'customer', loading: 'customer' },
  });
  if (!record) return placeholder;
  const customer = getFragmentData(CustomerPageFragment, record);
  const tab = currentTab(CUSTOMER_TABS, CUSTOMER_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <CustomerHeader customer={customer} reload={refetch} />
      <TabNav
        label={`Customer ${customer.displayName}`}
        base={`/admin/customers/${customer.id}`}
        baseName={CUSTOMER_BASE_ROUTE}
        current={route.name}
        tabs={CUSTOMER_TABS}
      />
      <div className="record-body">
        <RecordTabSuspense>
          <TabBody path={tab.path} customer={customer} reload={refetch} />
        </RecordTabSuspense>
      </div>
    </div>
  );
};
