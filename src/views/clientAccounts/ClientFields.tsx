import type { useForm } from '../kit/forms/useForm';
import { TextField } from '../kit/ui/TextField';

/** The client form's draft: what ClientInput takes, as typed. */
export type ClientDraft = { displayName: string; code: string; billingName: string; billingEmail: string; billingPhone: string };

export const clientDraft = (client: { [Key in keyof ClientDraft]?: string | null } | null): ClientDraft => ({
  displayName: client?.displayName ?? '',
  code: client?.code ?? '',
  billingName: client?.billingName ?? '',
  billingEmail: client?.billingEmail ?? '',
  billingPhone: client?.billingPhone ?? '',
});

export type ClientFieldsProps = { form: Pick<ReturnType<typeof useForm<ClientDraft>>, 'text'>; autoFocus?: boolean };

/** The client's name, code and billing identity; the shared schema (clientInputSchema) checks them. */
export const ClientFields = ({ form, autoFocus }: ClientFieldsProps) => (
  <>
    <TextField label="Name" autoFocus={autoFocus} {...form.text('displayName')} />
    <TextField label="Code" hint="Letters, digits, dashes: NWM, HBR-LG. Stored upper-case; unique in the tenant." {...form.text('code')} />
    <TextField label="Billing name" hint="The name invoices are made out to, when not the client's." {...form.text('billingName')} />
    <TextField label="Billing email" type="email" {...form.text('billingEmail')} />
    <TextField label="Billing phone" type="tel" {...form.text('billingPhone')} />
  </>
);
