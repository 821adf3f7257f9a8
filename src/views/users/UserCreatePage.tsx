import { useMutation } from 'urql';
import { useLocation } from 'wouter';
import { getFragmentData } from '@/generated';
import { inviteUserFormSchema } from '../../domain/users/schemas';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { Panel } from '../kit/ui/Panel';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { AdminUserRowFragment, InviteUserMutation } from './adminUsers.graphql';
import { accessDraft, accessInput, UserAccessFields } from './UserAccessFields';

/**
 * /admin/users/create: the invitation. The shared schema checks the derived classes before anything is sent; the
 * person gets a mail with a set-password link valid 7 days, and the admin lands on their page.
 */
export const UserCreatePage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const form = useForm({ email: '', ...accessDraft(null, tenant?.id ?? '') });
  const [, invite] = useMutation(InviteUserMutation);
  const onSubmit = form.submit(async () => {
    const checked = form.check(inviteUserFormSchema, { email: form.values.email, ...accessInput(form.values) });
    if (!checked) return;
    const { email, ...input } = checked;
    const result = await invite({ email, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'user'));
    const user = result.data ? getFragmentData(AdminUserRowFragment, result.data.inviteUser) : null;
    toast.success(`Invitation sent to ${email}.`);
    if (user) navigate(`/admin/users/${user.id}`);
  });
  return (
    <Panel title="Invite a user" description="They choose their password from the mailed link, valid 7 days.">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField label="Email" type="email" autoComplete="off" autoFocus {...form.text('email')} />
        <UserAccessFields form={form} links={null} />
        <FormButtons submit="Send invitation" busy={form.submitting} cancelHref="/admin/users" />
      </form>
    </Panel>
  );
};
