import { useState } from 'react';
import { useMutation } from 'urql';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import toast from '../kit/ui/toast';
import { ClientDeleteDialog } from './ClientDeleteDialog';
import { RestoreClientMutation } from './clientAccounts.graphql';
import { STATUS_LABEL, STATUS_TONE } from './labels';

export type ClientHeaderProps = { client: Client; reload: () => void };

/** The client's name, code and status, its counts, and Delete or Restore. */
export const ClientHeader = ({ client, reload }: ClientHeaderProps) => {
  const dateTime = useDateTimeFormat();
  const [deleting, setDeleting] = useState(false);
  const [restoring, restore] = useMutation(RestoreClientMutation);
  const onRestore = async () => {
    const result = await restore({ id: client.id, version: client.version });
    if (result.error) return toast.error(recordRefusal(result.error, 'client', reload).message);
    toast.success(`Client ${client.displayName} restored.`);
  };
  return (
    <RecordHeader
      title={client.code ? `${client.displayName} (${client.code})` : client.displayName}
      badges={<Badge tone={STATUS_TONE[client.status]}>{STATUS_LABEL[client.status]}</Badge>}
    >
      <dl className="details">
        <DetailsRow term="Code">{client.code ?? '—'}</DetailsRow>
        <DetailsRow term="Customers">{client.customerCount}</DetailsRow>
        <DetailsRow term="Open orders">{client.openOrderCount}</DetailsRow>
        <DetailsRow term="Since">{dateTime(client.createdAt)}</DetailsRow>
        {client.deletedAt && <DetailsRow term="Deleted">{dateTime(client.deletedAt)}</DetailsRow>}
      </dl>
      <div className="button-row">
        {client.moves.includes('DELETE') && (
          <Button variant="danger" className="btn-small" onClick={() => setDeleting(true)}>
            Delete client
          </Button>
        )}
        {client.moves.includes('RESTORE') && (
          <Button className="btn-small" busy={restoring.fetching} onClick={onRestore}>
            Restore client
          </Button>
        )}
      </div>
      {deleting && <ClientDeleteDialog client={client} close={() => setDeleting(false)} reload={reload} />}
    </RecordHeader>
  );
};
