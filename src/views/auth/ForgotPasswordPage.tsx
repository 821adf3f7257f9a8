import { Link, useLocation } from 'wouter';
import { forgotPassword } from '../../http/api';
import { apiFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { useLazySchema } from '../kit/forms/useLazySchema';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';

const loadSchema = () => import('../../domain/schemas/auth').then((m) => m.forgotPasswordSchema);

export const ForgotPasswordPage = () => {
  const [, navigate] = useLocation();
  const form = useForm({ email: '' });
  const schema = useLazySchema(loadSchema);

  const onSubmit = form.submit(async () => {
    const input = await form.validate(schema.get());
    if (!input) return;
    try {
      await forgotPassword(input.email);
    } catch (error) {
      form.fail(apiFailure(error));
      return;
    }
    navigate('/forgot-password/sent');
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} onInput={schema.preload} noValidate className="form">
      <p className="lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Email" type="email" autoComplete="email" required autoFocus {...form.text('email')} />
      <Button type="submit" variant="primary" busy={form.submitting} className="btn-block">
        Email me a reset link
      </Button>
      <p className="form-footer">
        Remembered it? <Link href="/login">Back to sign in</Link>
      </p>
    </form>
  );
};
