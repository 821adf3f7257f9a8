import type { TypedDocumentNode } from 'urql';
import { useMutation } from 'urql';
import type * as z from 'zod';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import toast from '../kit/ui/toast';

type Account = { id: string; version: number };

export type AccountFormOptions<T, Input> = {
  account: Account;
  noun: 'client' | 'customer';
  draft: T;
  schema: z.ZodType<Input>;
  mutation: TypedDocumentNode<unknown, Account & { input: NoInfer<Input> }>;
  reload: () => void;
};

/** A client's or customer's edit form: checked by the shared schema, saved at its version (CONFLICT: the page reloads). */
export const useAccountForm = <T extends Record<string, unknown>, Input extends { displayName: string }>({
  account,
  noun,
  draft,
  schema,
  mutation,
  reload,
}: AccountFormOptions<T, Input>) => {
  const form = useForm(draft);
  const [, update] = useMutation(mutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(schema);
    if (!input) return;
    const result = await update({ id: account.id, version: account.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, noun, reload));
    toast.success(`${input.displayName} saved.`);
  });
  return { form, onSubmit };
};
