import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { formatDate } from '../../domain/format';
import { storageClosureInputSchema } from '../../domain/schemas/storage';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { recordRefusal } from '../kit/record/recordRefusal';

const AddStorageClosureMutation = graphql(`
  mutation StorageClosureAdd($facilityId: ID!, $input: StorageClosureInput!) {
    addStorageClosure(facilityId: $facilityId, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

/** A whole day the facility is closed (a holiday): the day and why. */
export const ClosureForm = ({ facilityId }: { facilityId: string }) => {
  const tenant = useCurrentTenant();
  const [, add] = useMutation(AddStorageClosureMutation);
  const form = useForm({ day: '', reason: '' });

  const submit = form.submit(async () => {
    const input = form.check(storageClosureInputSchema);
    if (!input) return;
    const result = await add({ facilityId, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility'));
    toast.success(`Closed on ${formatDate(input.day, tenant?.locale)}.`);
    form.reset({ day: '', reason: '' });
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Add a closure">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TenantDateInput label="Closed on" {...form.text('day')} />
      <TextField label="Reason" hint="A holiday, an inventory day…" {...form.text('reason')} />
      <Button type="submit" busy={form.submitting}>
        Add the closure
      </Button>
    </form>
  );
};
