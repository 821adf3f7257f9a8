import type { ReactNode } from 'react';
import type { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { type AccountFormOptions, useAccountForm } from './useAccountForm';

export type AccountEditFormProps<T extends Record<string, unknown>, Input extends { displayName: string }> = {
  /** What kind of account: its noun (its list is /admin/<noun>s), the schema that checks it and its update. */
  kind: Pick<AccountFormOptions<T, Input>, 'noun' | 'schema' | 'mutation'>;
  account: AccountFormOptions<T, Input>['account'];
  draft: T;
  reload: () => void;
  /** The account's own fields. */
  children: (form: ReturnType<typeof useForm<T>>) => ReactNode;
};

/** A client's or customer's edit form: its fields, Save at its version, and Back to its list. */
export const AccountEditForm = <T extends Record<string, unknown>, Input extends { displayName: string }>({
  kind,
  account,
  draft,
  reload,
  children,
}: AccountEditFormProps<T, Input>) => {
  const { form, onSubmit } = useAccountForm({ ...kind, account, draft, reload });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {children(form)}
      <FormButtons submit="Save" busy={form.submitting} cancelHref={`/admin/${kind.noun}s`} cancelText="Back" />
    </form>
  );
};
