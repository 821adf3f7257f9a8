import { Link, useLocation, useSearch } from 'wouter';
import { login } from '../../http/api';
import { SessionActor } from '../kit/app/actors';
import { apiFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { useLazySchema } from '../kit/forms/useLazySchema';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { TextField } from '../kit/ui/TextField';
import { redirectTarget } from './redirectTarget';

const loadSchema = () => import('../../domain/schemas/auth').then((m) => m.loginSchema);

export const LoginPage = () => {
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const search = useSearch();
  const form = useForm<{ email: string; password: string; remember: boolean }>({ email: '', password: '', remember: false });
  const schema = useLazySchema(loadSchema);

  const onSubmit = form.submit(async () => {
    const input = await form.validate(schema.get());
    if (!input) return;
    try {
      await login({ email: input.email, password: input.password, remember: input.remember });
    } catch (error) {
      form.fail(apiFailure(error));
      return;
    }
    // The guard waits for the new session before it renders the target (portal users go on to /portal).
    navigate(redirectTarget(search), { replace: true });
    session.send({ type: 'session.loggedIn' });
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} onInput={schema.preload} noValidate className="form">
      <p className="lead">Sign in to manage orders, legs and vehicles.</p>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Email" type="email" autoComplete="username" required autoFocus {...form.text('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.text('password')} />
      <div className="form-row-between">
        <Checkbox label="Remember me" checked={form.values.remember} onChange={(checked) => form.set('remember', checked)} />
        <Link href="/forgot-password">Forgot your password?</Link>
      </div>
      <Button type="submit" variant="primary" busy={form.submitting} className="btn-block">
        Sign in
      </Button>
      <p className="form-footer">
        New to Legwork? <Link href="/register">Create an account</Link>
      </p>
    </form>
  );
};
