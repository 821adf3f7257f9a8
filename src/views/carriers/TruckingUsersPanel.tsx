import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { truckingCompanyUserSchema } from '../../domain/schemas/carriers';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import { AddTruckingCompanyUserMutation, RemoveTruckingCompanyUserMutation } from './truckingCompanies.graphql';
import type { TruckingTabProps } from './truckingForm';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

/**
 * The company's users (its dispatchers): linked, they read only its legs and drivers. Editors add one by email (a new
 * person is created and mailed a set-password link) and remove one after a confirmation.
 */
export const TruckingUsersPanel = ({ company, refetch }: TruckingTabProps) => {
  const canEdit = useCanEditCarriers();
  const [, add] = useMutation(AddTruckingCompanyUserMutation);
  const [, remove] = useMutation(RemoveTruckingCompanyUserMutation);
  const { save, saving } = useCarrierSave(refetch);
  const form = useForm({ email: '', name: '' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const addUser = form.submit(async () => {
    const input = form.check(truckingCompanyUserSchema);
    if (!input) return;
    const failure = await save(
      () => add({ id: company.id, version: company.version, email: input.email, name: input.name }),
      'User added.',
    );
    if (failure) {
      form.fail(failure);
      return setNotice(Object.keys(failure.fieldErrors).length > 0 ? null : { tone: 'danger', text: failure.message });
    }
    form.reset({ email: '', name: '' });
    setNotice({ tone: 'success', text: `${input.email} added. They were emailed how to sign in.` });
  });
  const removeUser = async (user: { id: string; name: string }) => {
    const failure = await save(() => remove({ id: company.id, version: company.version, userId: user.id }), 'User removed.');
    setNotice(
      failure
        ? { tone: 'danger', text: failure.message }
        : { tone: 'success', text: `${user.name} removed: they no longer see this company.` },
    );
  };

  return (
    <Panel title="Users">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {company.users.length === 0 ? (
        <EmptyState title="No users yet">The company's dispatchers sign in once they are linked to it.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={`Users of ${company.displayName}`}>
          {company.users.map((user) => (
            <li key={user.id}>
              <Link href={`/users/${user.id}`}>{user.name}</Link> <span className="muted">{user.email}</span>{' '}
              {canEdit && (
                <ConfirmButton
                  label="Remove"
                  ariaLabel={`Remove ${user.name}`}
                  question={`Remove ${user.name} from ${company.displayName}?`}
                  confirmLabel="Remove user"
                  busy={saving}
                  onConfirm={() => removeUser(user)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form ref={form.formRef} className="form" noValidate onSubmit={addUser}>
          <TextField label="User email" type="email" autoComplete="off" {...form.text('email')} />
          <TextField label="User name" autoComplete="off" hint="Only for someone new to Legwork." {...form.text('name')} />
          <Button type="submit" busy={saving}>
            Add user
          </Button>
        </form>
      )}
    </Panel>
  );
};
