import { useMutation } from 'urql';
import { getFragmentData } from '@/generated';
import type { SettlementRowFragment } from '@/generated/graphql';
import { addDays, todayIn } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Dialog } from '../kit/ui/Dialog';
import { FormButtons } from '../kit/ui/FormButtons';
import toast from '../kit/ui/toast';
import { PayeePicker } from './PayeePicker';
import { type CreateDraft, createSettlementsInput, formFailure } from './settlementForms';
import { CreateSettlementsMutation, SettlementRowFragment as RowFragment } from './settlements.graphql';

export type CreateSettlementsDialogProps = {
  onClose: () => void;
  onCreated: (settlements: readonly SettlementRowFragment[]) => void;
};

const FIELDS = ['periodFrom', 'periodTo', 'payee.id', 'payee.kind'];

/** "Create settlements": a draft per payee of the legs delivered in a period, for every payee or one. */
export const CreateSettlementsDialog = ({ onClose, onCreated }: CreateSettlementsDialogProps) => {
  const tenant = useCurrentTenant();
  const today = todayIn(tenant?.timeZone);
  const [, create] = useMutation(CreateSettlementsMutation);
  const form = useForm<CreateDraft>({ periodFrom: addDays(today, -13), periodTo: today, payeeKind: '', payeeId: '' });
  const title = 'Create settlements';
  const submit = form.submit(async () => {
    const checked = createSettlementsInput(form.values);
    if ('errors' in checked) return form.invalid(checked.errors);
    const result = await create({ input: checked.input });
    if (result.error) return form.fail(formFailure(graphqlFailure(result.error), FIELDS));
    const created = getFragmentData(RowFragment, result.data?.createSettlements ?? []);
    if (created.length === 0) return form.setFormError('No delivered leg of this period waits for a settlement.');
    toast.success(`${created.length} draft ${created.length === 1 ? 'settlement' : 'settlements'} created.`);
    onCreated(created);
    onClose();
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={title}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <p className="muted">One draft per payee, of the legs delivered in the period that no settlement of theirs holds yet.</p>
        <TenantDateInput label="Period from" {...form.text('periodFrom')} />
        <TenantDateInput label="Period to" {...form.text('periodTo')} />
        <PayeePicker
          value={{ kind: form.values.payeeKind, id: form.values.payeeId }}
          onChange={(payee) => form.update({ payeeKind: payee.kind, payeeId: payee.id })}
          placeholder="Every payee"
          error={form.errors['payee.id']}
        />
        <FormButtons submit="Create settlements" busy={form.submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
};
