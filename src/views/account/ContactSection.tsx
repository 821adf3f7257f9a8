import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { updateContactSchema } from '../../domain/schemas/account';
import { UpdateContactMutation } from '../../graphql/operations/account';
import { graphqlFailure } from '../kit/forms/failure';
import { textDraft } from '../kit/forms/textDraft';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { FormButtons } from '../kit/ui/FormButtons';

export const ContactSectionFragment = graphql(`
  fragment ContactSection_user on User {
    contact {
      id
      firstName
      lastName
      email
      phone
      phoneExt
      mobilePhone
      fax
      title
    }
  }
`);

export type ContactSectionProps = { user: FragmentType<typeof ContactSectionFragment> };

/** How colleagues and clients reach you: every field of the contact record. */
export const ContactSection = ({ user }: ContactSectionProps) => {
  const { contact } = getFragmentData(ContactSectionFragment, user);
  const [, updateContact] = useMutation(UpdateContactMutation);
  const form = useForm(textDraft(contact, ['firstName', 'lastName', 'title', 'email', 'phone', 'phoneExt', 'mobilePhone', 'fax']));

  const onSubmit = form.submit(async () => {
    const input = form.check(updateContactSchema);
    if (!input) return;
    const result = await updateContact({ input });
    if (result.error) form.fail(graphqlFailure(result.error));
    else toast.success('Contact details saved.');
  });

  return (
    <Panel title="Contact details">
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="field-grid">
          <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} />
          <TextField label="Job title" autoComplete="organization-title" {...form.text('title')} />
          <TextField label="Contact email" type="email" autoComplete="email" {...form.text('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
          <TextField label="Phone extension" inputMode="numeric" {...form.text('phoneExt')} />
          <TextField label="Mobile phone" type="tel" autoComplete="mobile tel" {...form.text('mobilePhone')} />
          <TextField label="Fax" type="tel" {...form.text('fax')} />
        </div>
        <FormButtons submit="Save contact details" busy={form.submitting} />
      </form>
    </Panel>
  );
};
