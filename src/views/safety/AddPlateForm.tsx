import { useMutation } from 'urql';
import { TransportPlateTypeValues } from '@/generated/enums/TransportPlateType';
import { transportPlateInputSchema } from '../../domain/schemas/safety';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { PLATE_TYPE_LABEL } from './labels';
import { TransportPlatesCreateMutation } from './TransportPlatesPage.graphql';

const TYPE_CHOICES = TransportPlateTypeValues.map((value) => ({ value, label: PLATE_TYPE_LABEL[value] }));

/** Adds a plate the operator holds (in house until it goes out). */
export const AddPlateForm = ({ onAdded }: { onAdded: (text: string) => void }) => {
  const [, create] = useMutation(TransportPlatesCreateMutation);
  const form = useForm({ number: '', state: '', type: 'TRANSPORTER', expiresOn: '' });
  const onSubmit = form.submit(async () => {
    const input = form.check(transportPlateInputSchema);
    if (!input) return;
    const result = await create({ input });
    if (result.error) return form.fail(graphqlFailure(result.error), { withMessage: true });
    form.reset({ number: '', expiresOn: '' });
    onAdded(`Plate ${input.state} ${input.number} added, in house.`);
  });
  return (
    <Panel title="Add a plate">
      <form ref={form.formRef} className="safety-add" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Plate number" {...form.text('number')} />
        <TextField label="State or province" hint="Two letters: PA, ON." {...form.text('state')} />
        <FieldSelect label="Plate type" choices={TYPE_CHOICES} {...form.text('type')} />
        <TextField label="Registration expires" type="date" {...form.text('expiresOn')} />
        <Button type="submit" busy={form.submitting}>
          Add plate
        </Button>
      </form>
    </Panel>
  );
};
