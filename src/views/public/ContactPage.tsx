import { useState } from 'react';
import { useMutation } from 'urql';
import { formatDateTime } from '../../domain/format';
import { SubmitContactFormMutation } from '../../graphql/operations/contact';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { useLazySchema } from '../kit/forms/useLazySchema';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';

const EMPTY = { name: '', email: '', phone: '', company: '', message: '' };

const loadSchema = () => import('../../domain/schemas/account').then((m) => m.contactFormSchema);

export const ContactPage = () => {
  const [, submitContact] = useMutation(SubmitContactFormMutation);
  const [receipt, setReceipt] = useState<{ id: string; receivedAt: string } | null>(null);
  const form = useForm(EMPTY);
  const schema = useLazySchema(loadSchema);

  const onSubmit = form.submit(async () => {
    const input = await form.validate(schema.get());
    if (!input) return;
    const result = await submitContact({ input });
    if (result.error || !result.data) {
      if (result.error) form.fail(graphqlFailure(result.error));
      return;
    }
    setReceipt(result.data.submitContactForm);
    form.setValues(EMPTY);
  });

  if (receipt)
    return (
      <Panel title="Thank you, your message is on its way">
        <Alert tone="success">
          We received it on {formatDateTime(receipt.receivedAt)} and will answer by email, usually within one business day.
        </Alert>
        <p className="muted">Reference: {receipt.id}</p>
        <Button onClick={() => setReceipt(null)}>Send another message</Button>
      </Panel>
    );

  return (
    <div className="two-column">
      <form ref={form.formRef} onSubmit={onSubmit} onInput={schema.preload} noValidate className="form panel">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="field-grid">
          <TextField label="Name" autoComplete="name" required {...form.text('name')} />
          <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
          <TextField label="Company" autoComplete="organization" {...form.text('company')} />
        </div>
        <TextField label="Message" rows={6} required hint="At least 10 characters." {...form.text('message')} />
        <Button type="submit" variant="primary" busy={form.submitting}>
          Send message
        </Button>
      </form>
      <aside className="panel" aria-label="About this form">
        <h2>Talk to us</h2>
        <p>Questions about a transport, a quote or becoming a client? Our team reads every message.</p>
        <p>Already a client? Sign in to follow your orders in the portal.</p>
      </aside>
    </div>
  );
};
