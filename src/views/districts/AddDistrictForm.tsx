import { useState } from 'react';
import { useMutation } from 'urql';
import { districtName } from '../../domain/districts/regions';
import { districtInputSchema } from '../../domain/schemas/districts';
import { type FieldErrors, fieldErrors } from '../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../kit/forms/failure';
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
  const [draft, setDraft] = useState({ stateProvince: '', county: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    const parsed = districtInputSchema.safeParse(draft);
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
    setDraft({ stateProvince: draft.stateProvince, county: '' });
    onAdded(`${districtName(parsed.data.stateProvince, parsed.data.county)} added.`);
  };
  return (
    <Panel title="Add a district">
      <form
        className="form form-inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {message && <Alert tone="danger">{message}</Alert>}
        <FieldSelect
          label="State or province"
          placeholder="Choose…"
          value={draft.stateProvince}
          onChange={(stateProvince) => setDraft({ ...draft, stateProvince })}
          choices={REGION_CHOICES}
          error={errors.stateProvince}
        />
        <TextField
          label="County"
          hint="Leave empty for the state or province itself."
          value={draft.county}
          onChange={(county) => setDraft({ ...draft, county })}
          error={errors.county}
        />
        <Button type="submit">Add district</Button>
      </form>
    </Panel>
  );
};
