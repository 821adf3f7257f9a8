import { useMutation, useQuery } from 'urql';
import type { ClientPage_ClientFragment as Client } from '@/generated/graphql';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import { AccountManagersQuery, SetClientAccountManagerMutation } from './clientAccounts.graphql';

export type AccountManagerFormProps = { client: Client; reload: () => void };

/** The client's account manager, one of the tenant's client relations users, at the client's version (issue 32). */
export const AccountManagerForm = ({ client, reload }: AccountManagerFormProps) => {
  const [{ data }] = useQuery({ query: AccountManagersQuery });
  const [, save] = useMutation(SetClientAccountManagerMutation);
  const form = useForm({ accountManagerId: client.accountManager?.id ?? '' });
  const choices = (data?.accountManagers ?? []).map((manager) => ({
    value: manager.id,
    label: manager.lead ? `${manager.name} (lead)` : manager.name,
  }));
  const onSubmit = form.submit(async () => {
    const accountManagerId = form.values.accountManagerId || null;
    const result = await save({ clientId: client.id, version: client.version, accountManagerId });
    if (result.error) return form.fail(recordRefusal(result.error, 'client', reload));
    toast.success('Account manager saved.');
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit} aria-label="Account manager">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <FieldSelect label="Account manager" placeholder="Nobody" choices={choices} {...form.text('accountManagerId')} />
      <FormButtons submit="Save account manager" busy={form.submitting} />
    </form>
  );
};
