import { useState } from 'react';
import { isSurveyCode, normalizeSurveyCode } from '../../domain/surveys/answer';
import { PublicGraphQL } from '../kit/app/PublicGraphQL';
import { useForm } from '../kit/forms/useForm';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { SurveyLoader } from './SurveyPage';

/** /delivery-survey: the code printed on the bill of lading opens the leg's survey, on this page. */
export const FindSurveyPage = () => {
  const [code, setCode] = useState<string | null>(null);
  const form = useForm({ code: '' });
  const onSubmit = form.submit(async () => {
    if (!isSurveyCode(form.values.code)) {
      form.invalid({ code: ['Type the 8 characters printed on the bill of lading, like K7MX-4QPD.'] });
      return;
    }
    setCode(normalizeSurveyCode(form.values.code));
  });
  if (code)
    return (
      <PublicGraphQL>
        <SurveyLoader token={code} />
      </PublicGraphQL>
    );
  return (
    <Panel title="Rate a delivery">
      <p>The bill of lading you received at delivery prints a survey code under its title.</p>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form">
        <TextField label="Survey code" autoComplete="off" autoCapitalize="characters" required {...form.text('code')} />
        <Button type="submit" variant="primary">
          Open the survey
        </Button>
      </form>
    </Panel>
  );
};
