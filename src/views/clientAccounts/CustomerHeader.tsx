import { useMutation } from 'urql';
import { Link } from 'wouter';
import type { CustomerPage_CustomerFragment as Customer } from '@/generated/graphql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import toast from '../kit/ui/toast';
import { DeleteCustomerMutation, RestoreCustomerMutation } from './clientAccounts.graphql';
import { STATUS_LABEL, STATUS_TONE } from './labels';

export type CustomerHeaderProps = { customer: Customer; reload: () => void };

/** The customer's name, code, status and client, its counts, and Delete or Restore. */
export const CustomerHeader = ({ customer, reload }: CustomerHeaderProps) => {
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
