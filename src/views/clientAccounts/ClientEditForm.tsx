import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { clientInputSchema } from '../../domain/schemas/directory';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { ClientFields, clientDraft } from './ClientFields';
import { UpdateClientMutation } from './clientAccounts.graphql';
import { useAccountForm } from './useAccountForm';

export type ClientEditFormProps = { client: Client; reload: () => void };

/** The client's name, code and billing identity at its version (its details show it with EDIT only, AccountDetails). */
export const ClientEditForm = ({ client, reload }: ClientEditFormProps) => {
  const { form, onSubmit } = useAccountForm({
    account: client,
    noun: 'client',
    draft: clientDraft(client),
    schema: clientInputSchema,
    mutation: UpdateClientMutation,
    reload,
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <ClientFields form={form} />
      <FormButtons submit="Save" busy={form.submitting} cancelHref="/admin/clients" cancelText="Back" />
    </form>
  );
};
