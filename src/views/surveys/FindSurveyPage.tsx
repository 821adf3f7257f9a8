import { useLocation } from 'wouter';
import { isSurveyCode, normalizeSurveyCode } from '../../domain/surveys/answer';
import { useForm } from '../kit/forms/useForm';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';

/** /delivery-survey: the code printed on the bill of lading opens the leg's survey. */
export const FindSurveyPage = () => {
  const [, navigate] = useLocation();
  const form = useForm({ code: '' });
  const onSubmit = form.submit(async () => {
    if (!isSurveyCode(form.values.code)) {
      form.invalid({ code: ['Type the 8 characters printed on the bill of lading, like K7MX-4QPD.'] });
      return;
    }
    const code = normalizeSurveyCode(form.values.code);
    navigate(`/delivery-survey/${code.slice(0, 4)}-${code.slice(4)}`);
  });
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
