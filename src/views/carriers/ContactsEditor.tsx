import type * as z from 'zod';
import type { Failure } from '../kit/forms/failure';
import { newRowKey } from '../kit/forms/rows';
import { RowsEditor } from '../kit/forms/RowsEditor';
import { useForm } from '../kit/forms/useForm';
import { EmptyState } from '../kit/ui/EmptyState';
import { TextField } from '../kit/ui/TextField';
import { FieldSelect } from '../kit/ui/FieldSelect';

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

/** A list of contacts edited in place and saved as one list (the server replaces them), field errors inline. */
export const ContactsEditor = <Type extends string, Parsed>({
  contacts,
  types,
  schema,
  onSave,
  saving,
}: ContactsEditorProps<Type, Parsed>) => {
  const typeValues = Object.keys(types) as Type[];
  const form = useForm({
    contacts: contacts.map((contact) => ({
      key: newRowKey(),
      type: contact.type,
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      title: contact.title ?? '',
    })),
  });
  const list = form.list('contacts');
  const save = () =>
    form.run(async () => {
      const parsed = form.check(
        schema,
        list.rows.map(({ key: _key, ...row }) => row),
      );
      if (parsed === null) return;
      const failure = await onSave(parsed);
      if (failure) form.fail(failure);
      else form.reset();
    });
  const primary = typeValues.find((type) => type === 'PRIMARY');
  const other = typeValues.find((type) => type !== 'PRIMARY') ?? typeValues[0];
  return (
    <RowsEditor
      noun={{ one: 'contact', many: 'contacts' }}
      list={list}
      empty="No contacts on file"
      message={form.formError}
      newRow={() => ({
        key: newRowKey(),
        type: primary && !list.rows.some((row) => row.type === primary) ? primary : other,
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        title: '',
      })}
      onSave={() => void save()}
      saving={saving}
      containerRef={form.containerRef}
    >
      {(_, index) => (
        <>
          <FieldSelect label="Type" choices={typeValues.map((value) => ({ value, label: types[value] }))} {...list.cell(index, 'type')} />
          {FIELDS.map(([field, label]) => (
            <TextField key={field} label={label} autoComplete="off" {...list.cell(index, field)} />
          ))}
        </>
      )}
    </RowsEditor>
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
