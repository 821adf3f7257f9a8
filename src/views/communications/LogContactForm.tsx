import { useMutation } from 'urql';
import { CommunicationChannelValues } from '../../generated/enums/CommunicationChannel';
import { CommunicationDirectionValues } from '../../generated/enums/CommunicationDirection';
import { CommunicationOutcomeValues } from '../../generated/enums/CommunicationOutcome';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { AlertList } from '../kit/ui/Alert';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { LogCommunicationMutation } from './communications.graphql';
import { CHANNEL_LABEL, DIRECTION_LABEL, OUTCOME_LABEL } from './labels';
import {
  type CommunicationSubject,
  type ContactChoice,
  chooseContact,
  contactLabel,
  EMPTY_LOG_DRAFT,
  type LogDraft,
  logInput,
} from './logForm';

export type LogContactFormProps = { subject: CommunicationSubject; contacts: readonly ContactChoice[]; onLogged: () => void };

const choices = <T extends string>(values: readonly T[], label: Record<T, string>) =>
  values.map((value) => ({ value, label: label[value] }));

/** "Log a contact": direction, channel, the contact (one of the record's, or typed), outcome, notes, a callback time. */
export const LogContactForm = ({ subject, contacts, onLogged }: LogContactFormProps) => {
  const tenant = useCurrentTenant();
  const form = useForm<LogDraft>(EMPTY_LOG_DRAFT);
  const [logged, logCommunication] = useMutation(LogCommunicationMutation);
  const draft = form.values;
  const set = form.update;
  const { errors } = form;

  const submit = form.submit(async () => {
    const checked = logInput(draft, subject, tenant?.timeZone);
    if (checked.errors) return form.invalid(checked.errors);
    const result = await logCommunication({ input: checked.input });
    if (result.error) return form.fail(graphqlFailure(result.error));
    form.reset(EMPTY_LOG_DRAFT);
    toast.success('Contact logged.');
    onLogged();
  });

  return (
    <form ref={form.formRef} onSubmit={submit} aria-label="Log a contact" noValidate>
      <h3>Log a contact</h3>
      <AlertList tone="danger" messages={form.formError ? [form.formError] : null} />
      <div className="field-grid">
        <FieldSelect
          label="Direction"
          choices={choices(CommunicationDirectionValues, DIRECTION_LABEL)}
          value={draft.direction}
          onChange={(value) => set({ direction: value as LogDraft['direction'] })}
          error={errors.direction}
        />
        <FieldSelect
          label="Channel"
          choices={choices(CommunicationChannelValues, CHANNEL_LABEL)}
          value={draft.channel}
          onChange={(value) => set({ channel: value as LogDraft['channel'] })}
          error={errors.channel}
        />
        <FieldSelect
          label="Contact"
          placeholder="Someone else (type below)"
          choices={contacts.map((contact, index) => ({ value: String(index), label: contactLabel(contact) }))}
          value={draft.contact}
          onChange={(index) => set(chooseContact(draft, contacts, index))}
        />
        <TextField
          label="Contact name"
          value={draft.contactName}
          onChange={(contactName) => set({ contactName })}
          error={errors.contactName}
        />
        <TextField
          label="Contact phone"
          type="tel"
          value={draft.contactPhone}
          onChange={(contactPhone) => set({ contactPhone })}
          error={errors.contactPhone}
        />
        <TextField
          label="Contact e-mail"
          type="email"
          value={draft.contactEmail}
          onChange={(contactEmail) => set({ contactEmail })}
          error={errors.contactEmail}
        />
        <FieldSelect
          label="Outcome"
          placeholder="Choose…"
          choices={choices(CommunicationOutcomeValues, OUTCOME_LABEL)}
          value={draft.outcome}
          onChange={(value) => set({ outcome: value as LogDraft['outcome'] })}
          error={errors.outcome}
        />
        <TextField
          label="Callback at"
          type="datetime-local"
          hint={`Optional: you get a reminder at this time${tenant?.timeZone ? ` (${tenant.timeZone})` : ''}.`}
          value={draft.callbackAt}
          onChange={(callbackAt) => set({ callbackAt })}
          error={errors.callbackAt}
        />
      </div>
      <TextField label="Notes" rows={3} value={draft.notes} onChange={(notes) => set({ notes })} error={errors.notes} />
      <FormButtons submit="Log contact" busy={logged.fetching} />
    </form>
  );
};
