import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { EXPENSE_TYPE_LABEL } from './labels';
import { AddReimbursementMutation, ApprovedReceiptsQuery } from './SettlementPage.graphql';
import { formFailure, reimbursableReceipts } from './settlementForms';

export type ReimbursementDialogProps = {
  settlement: {
    id: string;
    number: string;
    version: number;
    payeeKind: SettlementPayeeKind;
    payeeName: string;
    driver?: { id: string } | null;
    truckingCompany?: { id: string } | null;
  };
  onClose: () => void;
  refetch: () => void;
};

/** "Add reimbursement" on a draft: one of the payee's approved receipts that no settlement reimburses yet. */
export const ReimbursementDialog = ({ settlement, onClose, refetch }: ReimbursementDialogProps) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const [{ data, error }] = useQuery({ query: ApprovedReceiptsQuery, requestPolicy: 'network-only' });
  const [, add] = useMutation(AddReimbursementMutation);
  const [receiptId, setReceiptId] = useState('');
  const form = useForm({});
  const receipts = reimbursableReceipts(data?.driverReceipts ?? [], settlement);
  const title = `Add a reimbursement to ${settlement.number}`;
  const submit = form.submit(async () => {
    if (!receiptId) return form.invalid({ receiptId: ['Choose an approved receipt.'] });
    const result = await add({ input: { settlementId: settlement.id, receiptId, version: settlement.version } });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      return form.fail(formFailure(failure, ['receiptId']));
    }
    toast.success(`Reimbursement added to ${settlement.number}.`);
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {error && !data && <Alert tone="danger">{graphqlFailure(error).message}</Alert>}
        {!data && !error && <Spinner label="Loading the approved receipts…" />}
        {data && receipts.length === 0 && (
          <p className="muted">{`${settlement.payeeName} has no approved receipt waiting to be reimbursed.`}</p>
        )}
        {receipts.length > 0 && (
          <FieldSelect
            label="Approved receipt"
            choices={receipts.map((receipt) => ({
              value: receipt.id,
              label: `${EXPENSE_TYPE_LABEL[receipt.expenseType]}: ${receipt.expenseItem.name}, ${money(receipt.amount)}, ${formatDate(receipt.spentOn, tenant?.locale)} (${receipt.driver.fullName})`,
            }))}
            value={receiptId}
            placeholder="Choose a receipt"
            onChange={(id) => {
              setReceiptId(id);
              form.setErrors({});
            }}
            error={form.errors.receiptId}
          />
        )}
        <FormButtons submit="Add reimbursement" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
