import { useState } from 'react';
import { useMutation } from 'urql';
import { inviteDriverSchema } from '../../domain/schemas/carriers';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { DriverTabProps } from './driverTabs';
import { InviteDriverMutation } from './drivers.graphql';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';
import { FormButtons } from '../kit/ui/FormButtons';

/**
 * The driver's login: "Signed in as …" once linked; otherwise editors invite them (inviteDriver), by the driver's email
 * or another, and see where the set-password link went.
 */
export const DriverInvite = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  const [, invite] = useMutation(InviteDriverMutation);
  const { save, saving } = useCarrierSave(refetch);
  const [asking, setAsking] = useState(false);
  const form = useForm({ email: driver.email ?? '' });
  const [sent, setSent] = useState<string | null>(null);

  if (driver.user)
    return (
      <>
        <span>
          Signed in as {driver.user.name} ({driver.user.email})
        </span>
        {sent && <Alert tone="success">{`Invitation sent to ${sent}. The link in it lets them sign in.`}</Alert>}
      </>
    );
  if (!asking)
    return (
      <>
        <span>Not invited yet </span>
        {canEdit && (
          <Button className="btn-small" onClick={() => setAsking(true)}>
            Invite to sign in
          </Button>
        )}
      </>
    );
  const send = form.submit(async () => {
    const input = form.check(inviteDriverSchema);
    if (!input) return;
    const failure = await save(() => invite({ id: driver.id, version: driver.version, email: input.email }), 'Invitation sent.');
    if (failure) return form.fail(failure);
    setSent(input.email ?? driver.email);
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={send}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {form.errors.id && <Alert tone="danger">{form.errors.id.join(' ')}</Alert>}
      <TextField
        label="Email to invite"
        type="email"
        autoComplete="off"
        hint="They get a link to choose a password, and then read their own legs."
        {...form.text('email')}
      />
      <FormButtons submit="Send invitation" busy={saving} onCancel={() => setAsking(false)} />
    </form>
  );
};
