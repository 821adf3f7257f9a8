import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { communicationMailSchema } from '../../domain/communications/schemas';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { type CommunicationTemplate, CommunicationTemplateValues } from '../../generated/enums/CommunicationTemplate';
import { graphqlFailure } from '../kit/forms/failure';
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
  const [template, setTemplate] = useState<CommunicationTemplate | ''>('');
  const [to, setTo] = useState(withEmail[0]?.email ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, send] = useMutation(SendCommunicationMailMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contactName = withEmail.find((contact) => contact.email === to.trim())?.name ?? null;
    const input = { legId, template: template || undefined, to, contactName };
    const checked = communicationMailSchema.safeParse(input);
    setMessage(null);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    const result = await send({ input: { ...input, template: checked.data.template } });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(failure.message);
      return;
    }
    setTemplate('');
    setErrors({});
    toast.success('E-mail queued and logged.');
    onSent();
  };

  return (
    <form onSubmit={submit} aria-label="Send an e-mail" noValidate>
      <h3>Send an e-mail</h3>
      <AlertList tone="danger" messages={message ? [message] : null} />
      <div className="field-grid">
        <FieldSelect
          label="Template"
          placeholder="Choose…"
          choices={CommunicationTemplateValues.map((value) => ({ value, label: TEMPLATE_LABEL[value] }))}
          value={template}
          onChange={(value) => setTemplate(value as CommunicationTemplate)}
          error={errors.template}
        />
        <TextField label="To" type="email" list={`mail-to-${legId}`} value={to} onChange={setTo} error={errors.to} />
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
