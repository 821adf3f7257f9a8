import { useState } from 'react';
import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { updateProfileSchema } from '../../domain/schemas/account';
import { UpdateProfileMutation } from '../../graphql/operations/account';
import { SessionActor } from '../kit/app/actors';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { FormButtons } from '../kit/ui/FormButtons';

export const ProfileSectionFragment = graphql(`
  fragment ProfileSection_user on User {
    id
    name
    email
    version
  }
`);

export type ProfileSectionProps = {
  user: FragmentType<typeof ProfileSectionFragment>;
  /** Reloads the profile from the server (after a CONFLICT); the parent remounts this form with it. */
  onReload: () => void;
};

/** Name and email, saved with the row's `version` so a change made elsewhere is never overwritten. */
export const ProfileSection = ({ user, onReload }: ProfileSectionProps) => {
  const profile = getFragmentData(ProfileSectionFragment, user);
  const session = SessionActor.useActorRef();
  const [, updateProfile] = useMutation(UpdateProfileMutation);
  const [conflict, setConflict] = useState(false);
  const form = useForm({ name: profile.name, email: profile.email });

  const onSubmit = form.submit(async () => {
    const input = form.check(updateProfileSchema, { ...form.values, version: profile.version });
    if (!input) return;
    const result = await updateProfile({ input });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') setConflict(true);
      else form.fail(failure);
      return;
    }
    toast.success('Profile saved.');
    session.send({ type: 'session.check' }); // the top bar shows the new name
  });

  return (
    <Panel title="Profile">
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="form">
        {conflict && (
          <Alert tone="warning">
            Your profile was changed elsewhere since you opened this page, so nothing was saved.{' '}
            <Button className="btn-small" onClick={onReload}>
              Reload the latest version
            </Button>
          </Alert>
        )}
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Name" autoComplete="name" required {...form.text('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          hint="A new address has to be verified again before you can continue working."
          {...form.text('email')}
        />
        <FormButtons submit="Save profile" busy={form.submitting} disabled={conflict} />
      </form>
    </Panel>
  );
};
