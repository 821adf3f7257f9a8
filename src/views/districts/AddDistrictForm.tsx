import { useMutation } from 'urql';
import { districtName } from '../../domain/districts/regions';
import { districtInputSchema } from '../../domain/schemas/districts';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { DistrictsCreateMutation } from './districts.graphql';
import { REGION_CHOICES } from './regionChoices';

/** Adds a state or province, or a county of one already listed (its requirements are merged over the state's). */
export const AddDistrictForm = ({ onAdded }: { onAdded: (text: string) => void }) => {
  const [, create] = useMutation(DistrictsCreateMutation);
  const form = useForm({ stateProvince: '', county: '' });
  const onSubmit = form.submit(async () => {
    const input = form.check(districtInputSchema);
    if (!input) return;
    const result = await create({ input });
    if (result.error) return form.fail(graphqlFailure(result.error), { withMessage: true });
    form.reset({ county: '' });
    onAdded(`${districtName(input.stateProvince, input.county)} added.`);
  });
  return (
    <Panel title="Add a district">
      <form ref={form.formRef} className="form form-inline" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <FieldSelect label="State or province" placeholder="Choose…" choices={REGION_CHOICES} {...form.text('stateProvince')} />
        <TextField label="County" hint="Leave empty for the state or province itself." {...form.text('county')} />
        <Button type="submit" busy={form.submitting}>
          Add district
        </Button>
      </form>
    </Panel>
  );
};
