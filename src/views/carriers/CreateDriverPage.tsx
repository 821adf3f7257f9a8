import { useMutation } from 'urql';
import { Link, useLocation } from 'wouter';
import { driverInputSchema } from '../../domain/schemas/carriers';
import { graphqlFailure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import { DriverFields } from './DriverFields';
import { driverFormValues, driverInputOf } from './driverForm';
import { CreateDriverMutation } from './drivers.graphql';

/** /admin/drivers/create: the driver's person and licence, checked by the shared schema here and on the server. */
export const CreateDriverPage = () => {
  const [, navigate] = useLocation();
  const form = useForm(driverFormValues());
  const [, createDriver] = useMutation(CreateDriverMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(driverInputSchema, driverInputOf(form.values));
    if (!input) return;
    const result = await createDriver({ input });
    if (result.error) return form.fail(graphqlFailure(result.error));
    if (result.data) navigate(`/admin/drivers/${result.data.createDriver.id}`);
  });
  return (
    <Panel title="New driver" actions={<Link href="/admin/drivers">All drivers</Link>}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <DriverFields values={form.values} errors={form.errors} set={form.set} parts={['person', 'licence']} />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={form.submitting}>
            Create driver
          </Button>
          <Link href="/admin/drivers" className="btn btn-secondary">
            Cancel
          </Link>
        </div>
      </form>
    </Panel>
  );
};
