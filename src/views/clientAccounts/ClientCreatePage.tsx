import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { getFragmentData } from '@/generated';
import { clientInputSchema } from '../../domain/schemas/directory';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { ClientFields, clientDraft } from './ClientFields';
import { ClientPageFragment, CreateClientMutation } from './clientAccounts.graphql';

/** /admin/clients/create: a new client (a taken code is the code's field error); the admin lands on its page. */
export const ClientCreatePage = () => {
  const [, navigate] = useLocation();
  const form = useForm(clientDraft(null));
  const [, create] = useMutation(CreateClientMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(clientInputSchema);
    if (!input) return;
    const result = await create({ input });
    if (result.error) return form.fail(recordRefusal(result.error, 'client'));
    const client = result.data ? getFragmentData(ClientPageFragment, result.data.createClient) : null;
    toast.success(`Client ${input.displayName} created.`);
    if (client) navigate(`/admin/clients/${client.id}`);
  });
  return (
    <Panel title="Create a client" description="Contacts, prices and invoicing terms are set on its page once it exists.">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <ClientFields form={form} autoFocus />
        <FormButtons submit="Create client" busy={form.submitting} cancelHref="/admin/clients" />
      </form>
    </Panel>
  );
};
