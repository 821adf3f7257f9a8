import { useMutation } from 'urql';
import { communicationMailSchema } from '../../domain/communications/schemas';
import { type CommunicationTemplate, CommunicationTemplateValues } from '../../generated/enums/CommunicationTemplate';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { AlertList } from '../kit/ui/Alert';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { SendCommunicationMailMutation } from './communications.graphql';
import { TEMPLATE_LABEL } from './labels';
import type { ContactChoice } from './logForm';

export type TemplateMailFormProps = { legId: string; contacts: readonly ContactChoice[]; onSent: () => void };

/** A leg's template mail (pickup confirmation, delivery window, delay notice): filled from the leg, it is the log entry. */
export const TemplateMailForm = ({ legId, contacts, onSent }: TemplateMailFormProps) => {
  const withEmail = contacts.filter((contact) => contact.email);
  const form = useForm<{ template: CommunicationTemplate | ''; to: string }>({ template: '', to: withEmail[0]?.email ?? '' });
  const [sent, send] = useMutation(SendCommunicationMailMutation);
  const { template, to } = form.values;
  const { errors } = form;

  const submit = form.submit(async () => {
    const contactName = withEmail.find((contact) => contact.email === to.trim())?.name ?? null;
    const input = { legId, template: template || undefined, to, contactName };
    const checked = form.check(communicationMailSchema, input);
    if (!checked) return;
    const result = await send({ input: { ...input, template: checked.template } });
    if (result.error) return form.fail(graphqlFailure(result.error));
    form.reset({ template: '' });
    toast.success('E-mail queued and logged.');
    onSent();
  });

  return (
    <form ref={form.formRef} onSubmit={submit} aria-label="Send an e-mail" noValidate>
      <h3>Send an e-mail</h3>
      <AlertList tone="danger" messages={form.formError ? [form.formError] : null} />
      <div className="field-grid">
        <FieldSelect
          label="Template"
          placeholder="Choose…"
          choices={CommunicationTemplateValues.map((value) => ({ value, label: TEMPLATE_LABEL[value] }))}
          value={template}
          onChange={(value) => form.set('template', value as CommunicationTemplate)}
          error={errors.template}
        />
        <TextField
          label="To"
          type="email"
          list={`mail-to-${legId}`}
          value={to}
          onChange={(value) => form.set('to', value)}
          error={errors.to}
        />
        <datalist id={`mail-to-${legId}`}>
          {withEmail.map((contact) => (
            <option key={`${contact.role}-${contact.email}`} value={contact.email ?? ''}>
              {contact.role} — {contact.name}
            </option>
          ))}
        </datalist>
      </div>
      <FormButtons submit="Send e-mail" busy={sent.fetching} />
    </form>
  );
};
