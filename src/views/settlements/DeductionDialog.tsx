import { useMutation } from 'urql';
import { SettlementDeductionKindValues } from '@/generated/enums/SettlementDeductionKind';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { DEDUCTION_KIND_LABEL } from './labels';
import { AddDeductionMutation } from './SettlementPage.graphql';
import { DEDUCTION_DESCRIPTION_LIMIT, type DeductionDraft, deductionInput, formFailure } from './settlementForms';

export type DeductionDialogProps = {
  settlement: { id: string; number: string; version: number };
  onClose: () => void;
  /** After a stale version: the page reloads the settlement. */
  refetch: () => void;
};

const FIELDS = ['kind', 'description', 'amount'];

/** "Add deduction" on a draft: what it recovers, words for the statement and the amount. */
export const DeductionDialog = ({ settlement, onClose, refetch }: DeductionDialogProps) => {
  const tenant = useCurrentTenant();
  const [, add] = useMutation(AddDeductionMutation);
  const form = useForm<DeductionDraft>({ kind: '', description: '', amount: '' });
  const title = `Add a deduction to ${settlement.number}`;
  const submit = form.submit(async () => {
    const checked = deductionInput(form.values, settlement);
    if ('errors' in checked) return form.invalid(checked.errors);
    const result = await add({ input: checked.input });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      return form.fail(formFailure(failure, FIELDS));
    }
    toast.success(`Deduction added to ${settlement.number}.`);
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <FieldSelect
          label="Kind"
          choices={SettlementDeductionKindValues.map((value) => ({ value, label: DEDUCTION_KIND_LABEL[value] }))}
          value={form.values.kind}
          placeholder="Choose what it recovers"
          onChange={(kind) => form.set('kind', kind)}
          error={form.errors.kind}
          hint="A chargeback only where the payee's pay profile lists chargebacks (49 CFR 376.12(h))."
        />
        <LimitedTextField
          label="Description"
          hint="Shown on the statement."
          limit={DEDUCTION_DESCRIPTION_LIMIT}
          {...form.text('description')}
        />
        <TextField label={`Amount (${tenant?.currency ?? 'USD'})`} inputMode="decimal" autoComplete="off" {...form.text('amount')} />
        <FormButtons submit="Add deduction" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
