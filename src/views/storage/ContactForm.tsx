import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { type StorageContactKind, StorageContactKindValues } from '@/generated/enums/StorageContactKind';
import type { FacilityContacts_FacilityFragment } from '@/generated/graphql';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageContactInputSchema } from '../../domain/schemas/storage';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CONTACT_KIND_LABEL } from './labels';
import { storageFailureMessage } from './storageFailure';

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
  const [{ fetching: adding }, add] = useMutation(AddStorageContactMutation);
  const [{ fetching: updating }, update] = useMutation(UpdateStorageContactMutation);
  const [kind, setKind] = useState<StorageContactKind>(contact?.kind ?? 'PRIMARY');
  const [name, setName] = useState(contact?.name ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageContactInputSchema.safeParse({ kind, name, phone, email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = contact ? await update({ id: contact.id, input: parsed.data }) : await add({ facilityId, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'facility'));
      return;
    }
    toast.success(contact ? `${parsed.data.name} saved.` : `${parsed.data.name} added.`);
    onDone();
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={contact ? `Edit ${contact.name}` : 'New contact'}>
      {message && <Alert tone="danger">{message}</Alert>}
      <FieldSelect
        label="Kind"
        choices={StorageContactKindValues.map((value) => ({ value, label: CONTACT_KIND_LABEL[value] }))}
        value={kind}
        onChange={(value) => setKind(value as StorageContactKind)}
        error={errors.kind}
      />
      <TextField label="Name" value={name} onChange={setName} error={errors.name} autoComplete="off" />
      <TextField label="Phone" type="tel" value={phone} onChange={setPhone} error={errors.phone} autoComplete="off" />
      <TextField label="Email" type="email" value={email} onChange={setEmail} error={errors.email} autoComplete="off" />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={adding || updating}>
          {contact ? 'Save the contact' : 'Add the contact'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
};
