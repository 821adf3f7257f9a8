import toast from '../kit/ui/toast';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPassword } from '../../http/api';
import { apiFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { useLazySchema } from '../kit/forms/useLazySchema';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import { NewPasswordFields } from '../kit/forms/NewPasswordFields';

/** The emailed link: /password-reset/:token?email=… */
const loadSchema = () => import('../../domain/schemas/auth').then((m) => m.resetPasswordSchema);

export const PasswordResetPage = ({ params }: PageProps) => {
  const [, navigate] = useLocation();
  const search = useSearch();
  const form = useForm({
    email: new URLSearchParams(search).get('email') ?? '',
    password: '',
    password_confirmation: '',
  });
  const schema = useLazySchema(loadSchema);

  const onSubmit = form.submit(async () => {
    const input = await form.validate(schema.get(), { ...form.values, token: params.token });
    if (!input) return;
    try {
      await resetPassword(input);
    } catch (error) {
      form.fail(apiFailure(error));
      return;
    }
    toast.success('Your password has been reset. Sign in with the new one.');
    navigate('/login', { replace: true });
  });

  return (
    <div className="narrow">
      <form ref={form.formRef} onSubmit={onSubmit} onInput={schema.preload} noValidate className="form panel">
        <p className="lead">Choose a new password for your account. Other devices will be signed out.</p>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Email" type="email" autoComplete="username" required {...form.text('email')} />
        <NewPasswordFields password={form.text('password')} confirmation={form.text('password_confirmation')} autoFocus />
        <Button type="submit" variant="primary" busy={form.submitting} className="btn-block">
          Reset password
        </Button>
        <p className="form-footer">
          <Link href="/forgot-password">Ask for a new link</Link> · <Link href="/login">Back to sign in</Link>
        </p>
      </form>
    </div>
  );
};
