import { useMutation } from 'urql';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { clientInputSchema } from '../../domain/schemas/directory';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { ClientFields, clientDraft } from './ClientFields';
import { UpdateClientMutation } from './clientAccounts.graphql';

export type ClientEditFormProps = { client: Client; reload: () => void };

/** The client's name, code and billing identity at its version; a stale version reloads the page (CONFLICT). */
export const ClientEditForm = ({ client, reload }: ClientEditFormProps) => {
  const form = useForm(clientDraft(client));
  const [, update] = useMutation(UpdateClientMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(clientInputSchema);
    if (!input) return;
    const result = await update({ id: client.id, version: client.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'client', reload));
    toast.success(`${input.displayName} saved.`);
  });
  return (
    <Panel title="Details">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <ClientFields form={form} />
        <FormButtons submit="Save" busy={form.submitting} cancelHref="/admin/clients" cancelText="Back" />
      </form>
    </Panel>
  );
};
