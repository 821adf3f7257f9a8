import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { RecordTagsPanel } from '../hubsAndTags/public';
import { AccountDetails } from './AccountDetails';
import { AccountManagerForm } from './AccountManagerForm';
import { ClientEditForm } from './ClientEditForm';

export type ClientDetailsTabProps = { client: Client; reload: () => void };

/** The client's details, editable with the server's EDIT, and its tags, which are set apart from the form (setClientTags). */
export const ClientDetailsTab = ({ client, reload }: ClientDetailsTabProps) => (
  <>
    <AccountDetails
      moves={client.moves}
      listHref="/admin/clients"
      fields={{
        Name: client.displayName,
        Code: client.code,
        'Billing name': client.billingName,
        'Billing email': client.billingEmail,
        'Billing phone': client.billingPhone,
        'Account manager': client.accountManager?.name ?? null,
      }}
    >
      <ClientEditForm key={`${client.id}-${client.version}`} client={client} reload={reload} />
      <AccountManagerForm key={`manager-${client.id}-${client.version}`} client={client} reload={reload} />
    </AccountDetails>
    <RecordTagsPanel kind="client" recordId={client.id} tags={client.tags} canEdit={client.moves.includes('EDIT')} />
  </>
);
