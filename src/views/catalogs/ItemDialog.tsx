import type { FormEvent, ReactNode } from 'react';
import { type TypedDocumentNode, useMutation } from 'urql';
import type * as z from 'zod';
import type { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import type { ItemDone } from './CatalogPage';
import { ItemMoves, type MoveMutations } from './ItemMoves';

type Form = Pick<ReturnType<typeof useForm>, 'check' | 'fail' | 'submit' | 'formRef' | 'formError' | 'submitting'>;

/** The item a dialog edits: what the save and the moves need of it. */
type Edited = { id: string; version: number; moves: readonly ('EDIT' | 'RETIRE' | 'RESTORE' | 'DELETE')[]; inUse: boolean };

export type ItemDialogProps<S extends z.ZodType> = {
  /** The item edited, or null for a new one. */
  editing: Edited | null;
  /** How the dialog and its messages name the item: "billing item", and this one's code or name (as saved, the input's). */
  noun: string;
  label: string;
  labelOf: (input: z.output<S>) => string;
  form: Form;
  schema: S;
  /** The input the form sends (the schema checks it first). */
  input: () => unknown;
  create: TypedDocumentNode<unknown, { input: z.output<S> }>;
  update: TypedDocumentNode<unknown, { id: string; version: number; input: z.output<S> }>;
  moves: MoveMutations;
  /** Closes the dialog, `changed` after a save or a move (the list reloads), or reloads the list under it (a CONFLICT). */
  done: ItemDone;
  children: ReactNode;
};

/**
 * A catalog item's dialog: its form (checked by the shared schema, the server's field errors shown by the fields, a
 * toast on save) and, for an item that exists, its retire, restore and delete buttons. A stale version reloads the list.
 */
export const ItemDialog = <S extends z.ZodType>({
  editing,
  noun,
  label,
  labelOf,
  form,
  schema,
  input,
  create,
  update,
  moves,
  done,
  children,
}: ItemDialogProps<S>) => {
  const [, sendCreate] = useMutation(create);
  const [, sendUpdate] = useMutation(update);
  const onSubmit: (event: FormEvent) => Promise<void> = form.submit(async () => {
    const checked = form.check(schema, input());
    if (!checked) return;
    const result = editing
      ? await sendUpdate({ id: editing.id, version: editing.version, input: checked })
      : await sendCreate({ input: checked });
    if (result.error) return form.fail(recordRefusal(result.error, noun, done.reload));
    toast.success(`${capitalized(noun)} ${labelOf(checked)} ${editing ? 'saved' : 'added'}.`);
    done.close(true);
  });
  const title = editing ? `Edit ${noun} ${label}` : `New ${noun}`;
  return (
    <Dialog title={title} onClose={() => done.close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {children}
        <FormButtons submit={editing ? 'Save' : `Add ${noun}`} busy={form.submitting} onCancel={() => done.close(false)} />
      </form>
      {editing && <ItemMoves item={editing} label={`${capitalized(noun)} ${label}`} noun={noun} mutations={moves} done={done} />}
    </Dialog>
  );
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
