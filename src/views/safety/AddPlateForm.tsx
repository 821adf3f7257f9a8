import { useState } from 'react';
import { useMutation } from 'urql';
import { TransportPlateTypeValues } from '@/generated/enums/TransportPlateType';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { transportPlateInputSchema } from '../../domain/schemas/safety';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { PLATE_TYPE_LABEL } from './labels';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TransportPlatesCreateMutation } from './TransportPlatesPage.graphql';

/** Adds a plate the operator holds (in house until it goes out). */
export const AddPlateForm = ({ onAdded }: { onAdded: (text: string) => void }) => {
  const [, create] = useMutation(TransportPlatesCreateMutation);
  const [draft, setDraft] = useState({ number: '', state: '', type: 'TRANSPORTER', expiresOn: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (patch: Partial<typeof draft>) => setDraft((before) => ({ ...before, ...patch }));
  const submit = async () => {
    const parsed = transportPlateInputSchema.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await create({ input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
      return;
    }
    setErrors({});
    setMessage(null);
    setDraft({ number: '', state: draft.state, type: draft.type, expiresOn: '' });
    onAdded(`Plate ${parsed.data.state} ${parsed.data.number} added, in house.`);
  };
  return (
    <Panel title="Add a plate">
      <form
        className="safety-add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="danger">{message}</Alert>}
        <TextField label="Plate number" value={draft.number} onChange={(number) => set({ number })} error={errors.number} />
        <TextField
          label="State or province"
          hint="Two letters: PA, ON."
          value={draft.state}
          onChange={(state) => set({ state })}
          error={errors.state}
        />
        <FieldSelect
          label="Plate type"
          value={draft.type}
          onChange={(type) => set({ type })}
          choices={TransportPlateTypeValues.map((value) => ({ value, label: PLATE_TYPE_LABEL[value] }))}
          error={errors.type}
        />
        <TextField
          label="Registration expires"
          type="date"
          value={draft.expiresOn}
          onChange={(expiresOn) => set({ expiresOn })}
          error={errors.expiresOn}
        />
        <Button type="submit">Add plate</Button>
      </form>
    </Panel>
  );
};
