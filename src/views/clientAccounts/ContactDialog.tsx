import { useMutation } from 'urql';
import { ContactTypeValues } from '@/generated/enums/ContactType';
import type { ContactRow_ContactFragment as Contact } from '@/generated/graphql';
import { contactInputSchema } from '../../domain/schemas/clientAccounts';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { CreateContactMutation, UpdateContactMutation } from './contacts.graphql';
import type { Party } from './clientTabs';
import { CONTACT_TYPE_LABEL } from './labels';

const FIELDS = ['firstName', 'lastName', 'title', 'email', 'phone', 'phoneExt', 'mobilePhone', 'fax'] as const;

type ContactDraft = { type: string } & Record<(typeof FIELDS)[number], string>;

const contactDraft = (contact: Contact | null): ContactDraft => ({
  type: contact?.type ?? 'PRIMARY',
  ...(Object.fromEntries(FIELDS.map((field) => [field, contact?.[field] ?? ''])) as Record<(typeof FIELDS)[number], string>),
});

const TYPE_CHOICES = ContactTypeValues.map((value) => ({ value, label: CONTACT_TYPE_LABEL[value] }));

/** How messages name a contact: its name, else its email. */
export const contactName = (contact: {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) => contact.fullName || [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.email || 'contact';

export type ContactDialogProps = {
  party: Party;
  /** The contact edited, or null for a new one. */
  contact: Contact | null;
  /** Closes the dialog, `changed` after a save (the list reloads). */
  close: (changed: boolean) => void;
  /** On a CONFLICT: the list reloads under the dialog. */
  reload: () => void;
};

/** A contact of a client or customer: added to the party, or edited at its version (CONFLICT: the list reloads). */
export const ContactDialog = ({ party, contact, close, reload }: ContactDialogProps) => {
  const form = useForm(contactDraft(contact));
  const [, create] = useMutation(CreateContactMutation);
  const [, update] = useMutation(UpdateContactMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(contactInputSchema);
    if (!input) return;
    const result = contact
      ? await update({ id: contact.id, version: contact.version, input })
      : await create({ ...('clientId' in party ? { clientId: party.clientId } : { customerId: party.customerId }), input });
    if (result.error) return form.fail(recordRefusal(result.error, 'contact', reload));
    toast.success(`Contact ${contactName(input)} ${contact ? 'saved' : 'added'}.`);
    close(true);
  });
  return (
    <Dialog title={contact ? `Edit contact ${contactName(contact)}` : 'New contact'} onClose={() => close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <FieldSelect label="Type" choices={TYPE_CHOICES} {...form.text('type')} />
        <TextField label="First name" autoFocus autoComplete="off" {...form.text('firstName')} />
        <TextField label="Last name" autoComplete="off" {...form.text('lastName')} />
        <TextField label="Title" hint="e.g. Fleet manager" {...form.text('title')} />
        <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
        <TextField label="Phone" type="tel" {...form.text('phone')} />
        <TextField label="Extension" inputMode="numeric" {...form.text('phoneExt')} />
        <TextField label="Mobile phone" type="tel" {...form.text('mobilePhone')} />
        <TextField label="Fax" type="tel" {...form.text('fax')} />
        <FormButtons submit={contact ? 'Save' : 'Add contact'} busy={form.submitting} onCancel={() => close(false)} />
      </form>
    </Dialog>
  );
};
