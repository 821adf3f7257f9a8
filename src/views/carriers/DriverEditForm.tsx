import { useMutation } from 'urql';
import { driverInputSchema } from '../../domain/schemas/carriers';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import type { DriverTabProps } from './driverTabs';
import { DriverFields, type DriverFieldsProps } from './DriverFields';
import { driverFormValues, driverInputOf } from './driverForm';
import { UpdateDriverMutation } from './drivers.graphql';
import { useCarrierSave } from './useCarrierSave';

export type DriverEditFormProps = DriverTabProps & { parts: DriverFieldsProps['parts']; onDone?: () => void; submitLabel: string };

/** Edits part of the driver with updateDriver at the version shown (a CONFLICT reloads and says so). */
export const DriverEditForm = ({ driver, refetch, parts, onDone, submitLabel }: DriverEditFormProps) => {
  const form = useForm(driverFormValues(driver));
  const [, updateDriver] = useMutation(UpdateDriverMutation);
  const { save } = useCarrierSave(refetch);
  const onSubmit = form.submit(async () => {
    const input = form.check(driverInputSchema, driverInputOf(form.values, driver));
    if (!input) return;
    const failure = await save(() => updateDriver({ id: driver.id, version: driver.version, input }), 'Driver saved.');
    if (failure) return form.fail(failure);
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
