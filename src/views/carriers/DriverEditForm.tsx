import { useMutation } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import type { DriverTabProps } from './driverTabs';
import { DriverFields, type DriverFieldsProps } from './DriverFields';
import { checkDriverForm, currencyDigits, driverFieldErrors, driverFormValues } from './driverForm';
import { UpdateDriverMutation } from './drivers.graphql';
import { useCarrierSave } from './useCarrierSave';

export type DriverEditFormProps = DriverTabProps & { parts: DriverFieldsProps['parts']; onDone?: () => void; submitLabel: string };

/** Edits part of the driver with updateDriver at the version shown (a CONFLICT reloads and says so). */
export const DriverEditForm = ({ driver, refetch, parts, onDone, submitLabel }: DriverEditFormProps) => {
  const digits = currencyDigits(useCurrentTenant()?.currency ?? 'USD');
  const form = useForm(driverFormValues(driver, digits));
  const [, updateDriver] = useMutation(UpdateDriverMutation);
  const { save } = useCarrierSave(refetch);
  const onSubmit = form.submit(async () => {
    const checked = checkDriverForm(form.values, digits);
    if (!checked.ok) return form.fail({ code: 'BAD_USER_INPUT', message: '', fieldErrors: checked.errors });
    const failure = await save(() => updateDriver({ id: driver.id, version: driver.version, input: checked.input }), 'Driver saved.');
    if (failure) return form.fail({ ...failure, fieldErrors: driverFieldErrors(failure.fieldErrors) });
    onDone?.();
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <DriverFields values={form.values} errors={form.errors} set={form.set} parts={parts} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={form.submitting}>
          {submitLabel}
        </Button>
        {onDone && <Button onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
};
