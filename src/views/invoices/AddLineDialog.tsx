import { useMutation, useQuery } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { isConflict } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { AddInvoiceLineMutation, InvoiceBillingItemsQuery } from './invoiceEdits.graphql';
import { type AddLineDraft, addLineCandidate, addLineSchema } from './invoiceEdits';

export type AddLineDialogProps = {
  invoice: { id: string; number: string; version: number };
  money: (minor: number) => string;
  refetch: () => void;
  onClose: () => void;
};

/**
 * "Add a billing item" on a draft: an item of the tenant's catalog (tax and percentages are computed, so not listed),
 * a quantity, and a unit price only when it is not the client's price for the item. The server recomputes the tax.
 */
export const AddLineDialog = ({ invoice, money, refetch, onClose }: AddLineDialogProps) => {
  const [{ data, error }] = useQuery({ query: InvoiceBillingItemsQuery });
  const [, add] = useMutation(AddInvoiceLineMutation);
  const form = useForm<AddLineDraft>({ billingItemId: '', quantity: '1', unitAmount: '' });
  const items = data?.invoiceBillingItems ?? [];

  const submit = form.submit(async () => {
    const checked = form.check(addLineSchema, addLineCandidate(form.values));
    if (!checked) return;
    const result = await add({ invoiceId: invoice.id, version: invoice.version, input: checked });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (isConflict(failure)) refetch();
      return form.fail(failure);
    }
    toast.success(`Line added to ${invoice.number}.`);
    onClose();
  });

  return (
    <Dialog title={`Add a billing item to ${invoice.number}`} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={`Add a billing item to ${invoice.number}`}>
        {(form.formError || error) && <Alert tone="danger">{form.formError ?? 'The billing items could not be loaded.'}</Alert>}
        <FieldSelect
          label="Billing item"
          placeholder={data ? 'Choose an item' : 'Loading…'}
          choices={items.map((item) => ({ value: item.id, label: `${item.name} (${item.code}), ${money(item.amount)}` }))}
          value={form.values.billingItemId}
          onChange={(value) => form.set('billingItemId', value)}
          error={form.errors.billingItemId}
        />
        <TextField label="Quantity" inputMode="decimal" autoComplete="off" {...form.text('quantity')} />
        <TextField
          label="Unit price"
          hint="Leave empty for the client's price of the item (else the catalog's)."
          inputMode="decimal"
          autoComplete="off"
          {...form.text('unitAmount')}
        />
        <FormButtons submit="Add line" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
