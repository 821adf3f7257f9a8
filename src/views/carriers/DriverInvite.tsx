import { useState } from 'react';
import { useMutation } from 'urql';
import { inviteDriverSchema } from '../../domain/schemas/carriers';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { DriverTabProps } from './driverTabs';
import { InviteDriverMutation } from './drivers.graphql';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

/**
 * The driver's login: "Signed in as …" once linked; otherwise editors invite them (inviteDriver), by the driver's email
 * or another, and see where the set-password link went.
 */
export const DriverInvite = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  const [, invite] = useMutation(InviteDriverMutation);
  const { save, saving } = useCarrierSave(refetch);
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState(driver.email ?? '');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
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
  const send = async () => {
    const parsed = inviteDriverSchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const address = parsed.data.email ?? driver.email;
    const failure = await save(() => invite({ id: driver.id, version: driver.version, email: parsed.data.email }), 'Invitation sent.');
    if (failure) {
      setErrors(failure.fieldErrors);
      setMessage(Object.keys(failure.fieldErrors).length > 0 ? null : failure.message);
      return;
    }
    setSent(address);
  };
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {message && <Alert tone="danger">{message}</Alert>}
      {errors.id && <Alert tone="danger">{errors.id.join(' ')}</Alert>}
      <TextField
        label="Email to invite"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
        hint="They get a link to choose a password, and then read their own legs."
      />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={saving}>
          Send invitation
        </Button>
        <Button onClick={() => setAsking(false)}>Cancel</Button>
      </div>
    </form>
  );
};
