import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import type { Role } from '@/generated/enums/Role';
import { roleLabel } from '../../domain/format';
import { OPERATOR_STAFF_ROLES } from '../../domain/roles';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { SelectField } from '../kit/ui/SelectField';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';

const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { id title } }
`);

const ROLE_CHOICES = OPERATOR_STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** /dashboard, for admins: an announcement to the whole tenant or to some roles, shown on staff pages until it ends. */
export const AnnouncementPanel = () => {
  const [sending, send] = useMutation(CreateAnnouncementMutation);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [endsAt, setEndsAt] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const ends = endsAt ? new Date(endsAt) : null;
    if (!ends || Number.isNaN(ends.getTime()))
      return setFailure({ code: 'BAD_USER_INPUT', message: '', fieldErrors: { endsAt: ['Enter when the announcement ends.'] } });
    const answer = await send({ input: { title, body, roles: roles as Role[], endsAt: ends.toISOString() } });
    if (answer.error) return setFailure(graphqlFailure(answer.error));
    setTitle('');
    setBody('');
    toast.success('Announcement published.');
  };

  return (
    <Panel title="Announce">
      <form onSubmit={onSubmit} noValidate className="form" aria-label="New announcement">
        {failure && !Object.keys(failure.fieldErrors).length && <Alert tone="danger">{failure.message}</Alert>}
        <TextField label="Title" value={title} onChange={setTitle} error={failure?.fieldErrors.title} />
        <TextField label="Message" rows={3} value={body} onChange={setBody} error={failure?.fieldErrors.body} />
        <SelectField label="Only these roles (none: everyone)" multiple choices={ROLE_CHOICES} value={roles} onChange={setRoles} />
        <TextField label="Shown until" type="datetime-local" value={endsAt} onChange={setEndsAt} error={failure?.fieldErrors.endsAt} />
        <Button type="submit" variant="primary" busy={sending.fetching}>
          Publish announcement
        </Button>
      </form>
    </Panel>
  );
};
