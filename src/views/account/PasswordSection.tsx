import { useState } from 'react';
import { useMutation } from 'urql';
import { changePasswordSchema } from '../../domain/schemas/account';
import { ChangePasswordMutation } from '../../graphql/operations/account';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { NewPasswordFields } from '../kit/forms/NewPasswordFields';
import { FormButtons } from '../kit/ui/FormButtons';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** A new password; the server signs out every other session of this user. */
export const PasswordSection = () => {
  const [, changePassword] = useMutation(ChangePasswordMutation);
  const [done, setDone] = useState(false);
  const form = useForm(EMPTY);

  const onSubmit = form.submit(async () => {
    setDone(false);
    const input = form.check(changePasswordSchema);
    if (!input) return;
    const result = await changePassword({ input });
    if (result.error) return form.fail(graphqlFailure(result.error));
    form.setValues(EMPTY);
    setDone(true);
  });

  return (
    <Panel title="Password">
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form">
        {done && <Alert tone="success">Password changed. Your other sessions were signed out; this one stays signed in.</Alert>}
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.text('currentPassword')} />
        <NewPasswordFields password={form.text('password')} confirmation={form.text('passwordConfirmation')} />
        <FormButtons submit="Change password" busy={form.submitting} />
      </form>
    </Panel>
  );
};
