import { useState } from 'react';
import type * as z from 'zod';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import type { Failure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { TextField } from '../kit/ui/TextField';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { listErrors, rowErrors } from './rowErrors';

export type ContactValues<Type extends string> = {
  type: Type;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
};
type StoredContact<Type extends string> = { type: Type } & {
  [K in 'firstName' | 'lastName' | 'email' | 'phone' | 'title']?: string | null;
};

export type ContactsEditorProps<Type extends string, Parsed> = {
  contacts: readonly StoredContact<Type>[];
  types: Record<Type, string>;
  schema: z.ZodType<Parsed>;
  onSave: (contacts: Parsed) => Promise<Failure | null>;
  saving: boolean;
};

const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['title', 'Relationship or title'],
  ['phone', 'Phone'],
  ['email', 'Email'],
] as const;

let nextKey = 1;

/** A list of contacts edited in place and saved as one list (the server replaces them), field errors inline. */
export const ContactsEditor = <Type extends string, Parsed>({
  contacts,
  types,
  schema,
  onSave,
  saving,
}: ContactsEditorProps<Type, Parsed>) => {
  const typeValues = Object.keys(types) as Type[];
  const [rows, setRows] = useState<(ContactValues<Type> & { key: number })[]>(() =>
    contacts.map((contact) => ({
      key: nextKey++,
      type: contact.type,
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      title: contact.title ?? '',
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const update = (key: number, patch: Partial<ContactValues<Type>>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const save = async () => {
    setMessage(null);
    const parsed = schema.safeParse(rows.map(({ key: _key, ...row }) => row));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const failure = await onSave(parsed.data);
    if (failure) {
      setErrors(failure.fieldErrors);
      setMessage(Object.keys(failure.fieldErrors).length > 0 ? null : failure.message);
    }
  };
  const whole = [...listErrors(errors), ...(message ? [message] : [])];
  const primary = typeValues.find((type) => type === 'PRIMARY');
  const other = typeValues.find((type) => type !== 'PRIMARY') ?? typeValues[0];
  return (
    <>
      {whole.length > 0 && <Alert tone="danger">{whole.join(' ')}</Alert>}
      {rows.length === 0 && <EmptyState title="No contacts on file" />}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="form-section">
          <legend>{`Contact ${index + 1}`}</legend>
          <div className="field-grid">
            <FieldSelect
              label="Type"
              choices={typeValues.map((value) => ({ value, label: types[value] }))}
              value={row.type}
              onChange={(value) => update(row.key, { type: value as Type })}
              error={rowErrors(errors, index, 'type')}
            />
            {FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                label={label}
                value={row[field]}
                onChange={(value) => update(row.key, { [field]: value })}
                error={rowErrors(errors, index, field)}
                autoComplete="off"
              />
            ))}
          </div>
          <Button className="btn-small" onClick={() => setRows((list) => list.filter((item) => item.key !== row.key))}>
            {`Remove contact ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <div className="button-row">
        <Button
          onClick={() =>
            setRows((list) => [
              ...list,
              {
                key: nextKey++,
                type: primary && !list.some((row) => row.type === primary) ? primary : other,
                firstName: '',
                lastName: '',
                email: '',
                phone: '',
                title: '',
              },
            ])
          }
        >
          Add contact
        </Button>
        <Button variant="primary" busy={saving} onClick={save}>
          Save contacts
        </Button>
      </div>
    </>
  );
};

/** Read-only: "Emergency: Jo Driver, 555-0100". */
export const ContactsList = <Type extends string>({
  contacts,
  types,
}: {
  contacts: readonly (StoredContact<Type> & { id: string; fullName?: string | null })[];
  types: Record<Type, string>;
}) =>
  contacts.length === 0 ? (
    <EmptyState title="No contacts on file" />
  ) : (
    <ul className="plain-list">
      {contacts.map((contact) => (
        <li key={contact.id}>
          {types[contact.type]}: {[contact.fullName, contact.title, contact.phone, contact.email].filter(Boolean).join(', ')}
        </li>
      ))}
    </ul>
  );
