import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { type StorageContactKind, StorageContactKindValues } from '@/generated/enums/StorageContactKind';
import type { FacilityContacts_FacilityFragment } from '@/generated/graphql';
import { storageContactInputSchema } from '../../domain/schemas/storage';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CONTACT_KIND_LABEL } from './labels';
import { recordRefusal } from '../kit/record/recordRefusal';
import { FormButtons } from '../kit/ui/FormButtons';

const KIND_CHOICES = StorageContactKindValues.map((value) => ({ value, label: CONTACT_KIND_LABEL[value] }));

export type FacilityContact = FacilityContacts_FacilityFragment['contacts'][number];

const AddStorageContactMutation = graphql(`
  mutation StorageContactAdd($facilityId: ID!, $input: StorageContactInput!) {
    addStorageContact(facilityId: $facilityId, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

const UpdateStorageContactMutation = graphql(`
  mutation StorageContactUpdate($id: ID!, $input: StorageContactInput!) {
    updateStorageContact(id: $id, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

export type ContactFormProps = { facilityId: string; contact: FacilityContact | null; onDone: () => void };

/** A contact, new or edited: kind, name and a phone or an email (the shared schema asks for one of them). */
export const ContactForm = ({ facilityId, contact, onDone }: ContactFormProps) => {
  const [, add] = useMutation(AddStorageContactMutation);
  const [, update] = useMutation(UpdateStorageContactMutation);
  const form = useForm({
    kind: contact?.kind ?? ('PRIMARY' as StorageContactKind),
    name: contact?.name ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
  });

  const submit = form.submit(async () => {
    const input = form.check(storageContactInputSchema);
    if (!input) return;
    const result = contact ? await update({ id: contact.id, input }) : await add({ facilityId, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility'));
    toast.success(contact ? `${input.name} saved.` : `${input.name} added.`);
    onDone();
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={contact ? `Edit ${contact.name}` : 'New contact'}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <FieldSelect label="Kind" choices={KIND_CHOICES} {...form.text('kind')} />
      <TextField label="Name" autoComplete="off" {...form.text('name')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...form.text('phone')} />
      <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
      <FormButtons submit={contact ? 'Save the contact' : 'Add the contact'} busy={form.submitting} onCancel={onDone} />
    </form>
  );
};
