import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { clientInputSchema } from '../../domain/schemas/directory';
import { AccountEditForm } from './AccountEditForm';
import { ClientFields, clientDraft } from './ClientFields';
import { UpdateClientMutation } from './clientAccounts.graphql';

const CLIENT = { noun: 'client', schema: clientInputSchema, mutation: UpdateClientMutation } as const;

export type ClientEditFormProps = { client: Client; reload: () => void };

/** The client's name, code and billing identity at its version (its details show it with EDIT only, AccountDetails). */
export const ClientEditForm = ({ client, reload }: ClientEditFormProps) => (
  <AccountEditForm kind={CLIENT} account={client} draft={clientDraft(client)} reload={reload}>
    {(form) => <ClientFields form={form} />}
  </AccountEditForm>
);
