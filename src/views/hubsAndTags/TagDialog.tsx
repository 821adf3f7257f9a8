import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { TagColourValues } from '@/generated/enums/TagColour';
import type { Tags_TagFragment as Tag } from '@/generated/graphql';
import { tagInputSchema } from '../../domain/hubsAndTags/schemas';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { tagDraft } from './drafts';
import type { Done } from './HubDialog';
import { TagCreateMutation, TagDeleteMutation, TagUpdateMutation } from './hubsAndTags.graphql';
import { TAG_COLOUR_LABEL } from './labels';

export type TagDialogProps = { tag: Tag | null; done: Done };

const COLOUR_CHOICES = TagColourValues.map((value) => ({ value, label: TAG_COLOUR_LABEL[value] }));

const counted = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** A tag's form (name, colour from the palette) and, for an existing tag, its Delete, which takes it off every record. */
export const TagDialog = ({ tag, done }: TagDialogProps) => {
  const form = useForm(tagDraft(tag));
  const [, sendCreate] = useMutation(TagCreateMutation);
  const [, sendUpdate] = useMutation(TagUpdateMutation);
  const [deleting, sendDelete] = useMutation(TagDeleteMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit: (event: FormEvent) => Promise<void> = form.submit(async () => {
    const input = form.check(tagInputSchema);
    if (!input) return;
    const result = tag ? await sendUpdate({ id: tag.id, version: tag.version, input }) : await sendCreate({ input });
    if (result.error) return form.fail(recordRefusal(result.error, 'tag', done.reload));
    toast.success(`Tag ${input.name} ${tag ? 'saved' : 'added'}.`);
    done.close(true);
  });

  const remove = async () => {
    if (!tag) return;
    setRefusal(null);
    const result = await sendDelete({ id: tag.id, version: tag.version });
    if (result.error) return setRefusal(recordRefusal(result.error, 'tag', done.reload).message);
    toast.success(`Tag ${tag.name} deleted.`);
    done.close(true);
  };

  return (
    <Dialog title={tag ? `Edit tag ${tag.name}` : 'New tag'} onClose={() => done.close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Name" autoFocus {...form.text('name')} />
        <FieldSelect label="Colour" choices={COLOUR_CHOICES} {...form.text('colour')} />
        <FormButtons submit={tag ? 'Save' : 'Add tag'} busy={form.submitting} onCancel={() => done.close(false)} />
      </form>
      {tag && (
        <section className="form-section" aria-label={`Delete tag ${tag.name}`}>
          <p className="muted">
            On {counted(tag.orderCount, 'order', 'orders')}, {counted(tag.legCount, 'leg', 'legs')} and{' '}
            {counted(tag.clientCount, 'client', 'clients')}. Deleting it takes it off all of them.
          </p>
          {refusal && <Alert tone="danger">{refusal}</Alert>}
          <ConfirmButton
            label="Delete"
            ariaLabel={`Delete tag ${tag.name}`}
            question="Delete this tag? It comes off every order, leg and client that carries it."
            confirmLabel="Delete"
            busy={deleting.fetching}
            onConfirm={remove}
          />
        </section>
      )}
    </Dialog>
  );
};
