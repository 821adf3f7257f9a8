import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { AdminUserMove } from '@/generated/enums/AdminUserMove';
import type { AdminUsers_UserFragment as AdminUser } from '@/generated/graphql';
import { userAccessInputSchema } from '../../domain/users/schemas';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { pageInfoOf } from '../kit/list/listSource';
import { ActivityLog } from '../kit/record/ActivityLog';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { recordRefusal } from '../kit/record/recordRefusal';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { FormButtons } from '../kit/ui/FormButtons';
import { Pager } from '../kit/ui/Pager';
import { Panel } from '../kit/ui/Panel';
import { RoleBadges } from '../kit/ui/RoleBadges';
import toast from '../kit/ui/toast';
import { USER_MOVE, USER_STATUS_LABEL, USER_STATUS_TONE } from './adminLabels';
import { AdminUserActivityQuery, AdminUserQuery, AdminUserRowFragment, UpdateUserMutation, UserMoveMutations } from './adminUsers.graphql';
import { accessDraft, accessInput, UserAccessFields } from './UserAccessFields';

const names = (links: readonly { name: string }[]) => links.map((link) => link.name).join(', ') || '—';

type Move = keyof typeof USER_MOVE;

/** The account's moves the server allows now, as buttons (a destructive one asks first); a refusal is a toast. */
const UserMoves = ({ user, reload }: { user: AdminUser; reload: () => void }) => {
  const [deactivating, deactivate] = useMutation(UserMoveMutations.DEACTIVATE);
  const [, reactivate] = useMutation(UserMoveMutations.REACTIVATE);
  const [, resend] = useMutation(UserMoveMutations.RESEND_INVITATION);
  const [revoking, revoke] = useMutation(UserMoveMutations.REVOKE_INVITATION);
  const [, reset] = useMutation(UserMoveMutations.SEND_PASSWORD_RESET);
  const senders = {
    DEACTIVATE: deactivate,
    REACTIVATE: reactivate,
    RESEND_INVITATION: resend,
    REVOKE_INVITATION: revoke,
    SEND_PASSWORD_RESET: reset,
  } satisfies Record<Move, unknown>;
  const run = async (move: Move) => {
    const result = await senders[move]({ id: user.id, version: user.version });
    if (result.error) return toast.error(recordRefusal(result.error, 'user', reload).message);
    toast.success(`${user.name}: ${USER_MOVE[move].done}.`);
  };
  const moves = user.moves.filter((move): move is Move => move !== ('EDIT' satisfies AdminUserMove));
  if (moves.length === 0) return null;
  return (
    <div className="button-row">
      {moves.map((move) => {
        const { label, question } = USER_MOVE[move];
        return question ? (
          <ConfirmButton
            key={move}
            label={label}
            question={question}
            confirmLabel={label}
            busy={deactivating.fetching || revoking.fetching}
            onConfirm={() => run(move)}
          />
        ) : (
          <Button key={move} className="btn-small" onClick={() => run(move)}>
            {label}
          </Button>
        );
      })}
    </div>
  );
};

/** The account's name, roles, tenants and links at its version; a stale version reloads the page. */
const UserEditForm = ({ user, reload }: { user: AdminUser; reload: () => void }) => {
  const form = useForm(accessDraft(user, ''));
  const [, update] = useMutation(UpdateUserMutation);
  const onSubmit = form.submit(async () => {
    const input = form.check(userAccessInputSchema, accessInput(form.values));
    if (!input) return;
    const result = await update({ id: user.id, version: user.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'user', reload));
    toast.success(`${input.name} saved.`);
  });
  return (
    <Panel title="Access">
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <UserAccessFields form={form} links={user} />
        <FormButtons submit="Save" busy={form.submitting} cancelHref="/admin/users" />
      </form>
    </Panel>
  );
};

/** What they did and what was done to their account, newest first, a page of ten each. */
const UserActivity = ({ id }: { id: string }) => {
  const [pages, setPages] = useState({ actionsPage: 1, historyPage: 1 });
  const [{ data, error }] = useQuery({ query: AdminUserActivityQuery, variables: { id, ...pages }, requestPolicy: 'cache-and-network' });
  if (error) return <Alert tone="danger">{transitionFailureMessage(graphqlFailure(error), 'user')}</Alert>;
  const user = data?.adminUser;
  if (!user) return null;
  const lists = [
    { title: 'What they did', list: user.actions, page: 'actionsPage' as const, noun: 'their actions' },
    { title: 'What was done to their account', list: user.history, page: 'historyPage' as const, noun: 'changes to their account' },
  ];
  return (
    <>
      {lists.map(({ title, list, page, noun }) => (
        <Panel key={page} title={title}>
          <ActivityLog rows={getFragmentData(ActivityEntryFragment, list.data)} plan={null} statusLabel={(status) => status} />
          <Pager info={pageInfoOf(list.paginatorInfo)} noun={noun} onPage={(next) => setPages((now) => ({ ...now, [page]: next }))} />
        </Panel>
      ))}
    </>
  );
};

/** /admin/users/:id: the account's status and details, the moves the server allows, its access form and its activity. */
export const AdminUserPage = ({ params }: PageProps) => {
  const dateTime = useDateTimeFormat();
  const { record, placeholder, refetch } = useRecordQuery({
    query: AdminUserQuery,
    id: params.id,
    pick: (data) => data.adminUser,
    nouns: { missing: 'user', loading: 'user' },
  });
  if (!record) return placeholder;
  const user = getFragmentData(AdminUserRowFragment, record);
  const invitation = user.invitation;
  return (
    <div className="page-grid">
      <RecordHeader title={user.name} badges={<Badge tone={USER_STATUS_TONE[user.status]}>{USER_STATUS_LABEL[user.status]}</Badge>}>
        <dl className="details">
          <DetailsRow term="Email">{user.email}</DetailsRow>
          <DetailsRow term="Roles">
            <RoleBadges roles={user.roles} />
          </DetailsRow>
          <DetailsRow term="Tenants">{names(user.tenants)}</DetailsRow>
          {user.clients.length > 0 && <DetailsRow term="Clients">{names(user.clients)}</DetailsRow>}
          {user.customers.length > 0 && <DetailsRow term="Customers">{names(user.customers)}</DetailsRow>}
          {user.driver && <DetailsRow term="Driver">{user.driver.name}</DetailsRow>}
          {user.truckingCompanies.length > 0 && <DetailsRow term="Trucking companies">{names(user.truckingCompanies)}</DetailsRow>}
          {invitation && (
            <DetailsRow term="Invited">
              {dateTime(invitation.invitedAt)}
              {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}
              {user.status === 'INVITED' &&
                (invitation.linkExpiresAt ? `; the link works until ${dateTime(invitation.linkExpiresAt)}` : '; no link works now')}
            </DetailsRow>
          )}
          <DetailsRow term="Last sign-in">{user.lastSignInAt ? dateTime(user.lastSignInAt) : 'Never'}</DetailsRow>
          {record.deactivatedAt && <DetailsRow term="Deactivated">{dateTime(record.deactivatedAt)}</DetailsRow>}
        </dl>
        <UserMoves user={user} reload={refetch} />
      </RecordHeader>
      <UserEditForm key={`${user.id}-${user.version}`} user={user} reload={refetch} />
      <UserActivity id={user.id} />
    </div>
  );
};
