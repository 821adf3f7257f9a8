import { Link, useLocation } from 'wouter';
import { register } from '../../http/api';
import { SessionActor } from '../kit/app/actors';
import { apiFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { useLazySchema } from '../kit/forms/useLazySchema';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import { NewPasswordFields } from '../kit/forms/NewPasswordFields';

const loadSchema = () => import('../../domain/schemas/auth').then((m) => m.registerSchema);

export const RegisterPage = () => {
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' });
  const schema = useLazySchema(loadSchema);

  const onSubmit = form.submit(async () => {
    const input = await form.validate(schema.get());
    if (!input) return;
    try {
      await register(input);
    } catch (error) {
      form.fail(apiFailure(error));
      return;
    }
    // Registration signs the new user in, unverified: the next stop is the verification page.
    navigate('/verify-email', { replace: true });
    session.send({ type: 'session.loggedIn' });
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} onInput={schema.preload} noValidate className="form">
      <p className="lead">Create your Legwork account. We will email you a link to confirm your address.</p>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Name" autoComplete="name" required autoFocus {...form.text('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.text('email')} />
      <NewPasswordFields label="Password" password={form.text('password')} confirmation={form.text('password_confirmation')} />
      <Button type="submit" variant="primary" busy={form.submitting} className="btn-block">
        Create account
      </Button>
      <p className="form-footer">
        Already have an account? <Link href="/login">Sign in</Link>
      </p>
    </form>
  );
};
