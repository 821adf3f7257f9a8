import { useMutation, useQuery } from 'urql';
import { type FragmentType, getFragmentData } from '@/generated';
import { InvoiceFrequencyValues } from '@/generated/enums/InvoiceFrequency';
import { PaymentTermsValues } from '@/generated/enums/PaymentTerms';
import { clientInvoicingSchema, MAX_INVOICE_EMAILS } from '../../domain/schemas/clientAccounts';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Checkbox } from '../kit/ui/Checkbox';
import { checkboxOf } from '../kit/forms/checkboxOf';
import { ErrorState } from '../kit/ui/ErrorState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import { RebateTiersPanel } from '../financeReports/public';
import toast from '../kit/ui/toast';
import { ClientInvoicingFragment, ClientInvoicingQuery, UpdateClientInvoicingMutation } from './invoicing.graphql';
import { invoicingDraft, invoicingErrors, invoicingInput } from './invoicingDraft';
import { CONTACT_TYPE_LABEL, INVOICE_FREQUENCY_LABEL, PAYMENT_TERMS_LABEL } from './labels';

const TERMS = PaymentTermsValues.map((value) => ({ value, label: PAYMENT_TERMS_LABEL[value] }));
const FREQUENCIES = InvoiceFrequencyValues.map((value) => ({ value, label: INVOICE_FREQUENCY_LABEL[value] }));

type InvoicingFormProps = { source: FragmentType<typeof ClientInvoicingFragment>; reload: () => void };

/** The client's invoicing terms at the client's version (CONFLICT: the tab reloads); the money areas read them. */
const InvoicingForm = ({ source, reload }: InvoicingFormProps) => {
  const client = getFragmentData(ClientInvoicingFragment, source);
  const form = useForm(invoicingDraft(client.invoicing));
  const [, update] = useMutation(UpdateClientInvoicingMutation);
  const draft = form.values;
  const onSubmit = form.submit(async () => {
    const checked = clientInvoicingSchema.safeParse(invoicingInput(draft));
    if (!checked.success) return form.invalid(invoicingErrors(fieldErrors(checked.error), draft));
    const result = await update({ clientId: client.id, version: client.version, input: checked.data });
    if (result.error) {
      const failure = recordRefusal(result.error, 'client', reload);
      return form.fail({ ...failure, fieldErrors: invoicingErrors(failure.fieldErrors, draft) });
    }
    toast.success('Invoicing terms saved.');
  });
  const contacts = client.contacts.map((contact) => ({
    value: contact.id,
    label: `${contact.fullName || contact.email || 'Unnamed'} (${CONTACT_TYPE_LABEL[contact.type]})`,
  }));
  return (
    <Panel title="Invoicing" description="How this client is invoiced: the invoices and statements of the money area follow these terms.">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <FieldSelect label="Payment terms" choices={TERMS} {...form.text('paymentTerms')} />
        <FieldSelect label="Invoice frequency" choices={FREQUENCIES} {...form.text('invoiceFrequency')} />
        <Checkbox label="Invoice each customer on its own" {...checkboxOf(form, 'invoicePerCustomer')} />
        <Checkbox label="PO number required on every order" {...checkboxOf(form, 'poRequired')} />
        <FieldSelect
          label="Billing contact"
          placeholder="No billing contact"
          hint={contacts.length === 0 ? 'Add the client’s contacts on the Contacts tab first.' : undefined}
          choices={contacts}
          {...form.text('billingContactId')}
        />
        <TextField
          label="Invoice recipients"
          rows={3}
          hint={`The addresses invoices are mailed to, one per line; at most ${MAX_INVOICE_EMAILS}.`}
          {...form.text('invoiceEmails')}
        />
        <fieldset className="form-section">
          <legend>Billing address</legend>
          <p className="muted">Leave every line empty for none.</p>
          <div className="field-grid">
            <TextField label="Address" autoComplete="off" {...form.text('address1')} />
            <TextField label="Address line 2" autoComplete="off" {...form.text('address2')} />
            <TextField label="City" autoComplete="off" {...form.text('city')} />
            <TextField label="State or province" autoComplete="off" {...form.text('stateProvince')} />
            <TextField label="Postal code" autoComplete="off" {...form.text('postalCode')} />
            <LimitedTextField label="Country" hint="Two letters: US, CA." limit={2} autoComplete="off" {...form.text('country')} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>Tax</legend>
          <Checkbox label="Tax exempt" {...checkboxOf(form, 'taxExempt')} />
          {draft.taxExempt && (
            <>
              <TextField label="Exemption certificate number" {...form.text('taxExemptCertificate')} />
              <TenantDateInput
                label="Certificate expires"
                value={draft.taxExemptUntil}
                onChange={(taxExemptUntil) => form.set('taxExemptUntil', taxExemptUntil)}
                error={form.errors.taxExemptUntil}
              />
            </>
          )}
        </fieldset>
        <FormButtons submit="Save invoicing terms" busy={form.submitting} />
      </form>
    </Panel>
  );
};

/** /admin/clients/:id/invoicing-info. */
export const InvoicingTab = ({ id }: { id: string }) => {
  const [{ data, error }, reexecute] = useQuery({ query: ClientInvoicingQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const source = data?.client;
  if (!source) {
    if (error) return <ErrorState message={transitionFailureMessage(graphqlFailure(error), 'client')} onRetry={reload} />;
    return <Spinner label="Loading the invoicing terms…" />;
  }
  const { version } = getFragmentData(ClientInvoicingFragment, source);
  return (
    <>
      <InvoicingForm key={`${id}-${version}`} source={source} reload={reload} />
      <RebateTiersPanel clientId={id} />
    </>
  );
};
