import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { DriverFields } from './DriverFields';
import { checkDriverForm, currencyDigits, driverFieldErrors, driverFormValues } from './driverForm';
import { CreateDriverMutation } from './drivers.graphql';

/** /admin/drivers/create: the driver's person and licence, checked by the shared schema here and on the server. */
export const CreateDriverPage = () => {
  const [, navigate] = useLocation();
  const digits = currencyDigits(useCurrentTenant()?.currency ?? 'USD');
  const form = useForm(driverFormValues(undefined, digits));
  const [, createDriver] = useMutation(CreateDriverMutation);
  const onSubmit = form.submit(async () => {
    const checked = checkDriverForm(form.values, digits);
    if (!checked.ok) return form.fail({ code: 'BAD_USER_INPUT', message: '', fieldErrors: checked.errors });
    const result = await createDriver({ input: checked.input });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      return form.fail({ ...failure, fieldErrors: driverFieldErrors(failure.fieldErrors) });
    }
    if (result.data) navigate(`/admin/drivers/${result.data.createDriver.id}`);
  });
  return (
    <Panel title="New driver" actions={<Link href="/admin/drivers">All drivers</Link>}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <DriverFields values={form.values} errors={form.errors} set={form.set} parts={['person', 'licence', 'pay']} />
        <FormButtons submit="Create driver" busy={form.submitting} cancelHref="/admin/drivers" />
      </form>
    </Panel>
  );
};
