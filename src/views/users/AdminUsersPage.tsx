import { type AdminUserOrderByColumn, AdminUserOrderByColumnValues } from '@/generated/enums/AdminUserOrderByColumn';
import { Link } from 'wouter';
import { AdminUserStatusValues } from '@/generated/enums/AdminUserStatus';
import { RoleValues } from '@/generated/enums/Role';
import type { AdminUsers_UserFragment as AdminUser } from '@/generated/graphql';
import { roleLabel } from '../../domain/format';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { id, listUrl, oneOf, page, sort, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Badge } from '../kit/ui/Badge';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { LinkButton } from '../kit/ui/LinkButton';
import { RoleBadges } from '../kit/ui/RoleBadges';
import { USER_STATUS_LABEL, USER_STATUS_TONE } from './adminLabels';
import { AdminUserRowFragment, AdminUsersQuery } from './adminUsers.graphql';
import { ListTime } from '../kit/list/ListDate';

/** /admin/users' view, all of it in the URL: search, role, tenant and status, the sort and the page. */
const usersUrl = listUrl('/admin/users', {
  q: text('q'),
  role: oneOf('role', RoleValues),
  tenant: id('tenant'),
  status: oneOf('status', AdminUserStatusValues),
  sort: sort('sort', AdminUserOrderByColumnValues, { column: 'NAME', order: 'ASC' }),
  page: page(),
});
type View = ReturnType<typeof usersUrl.read>;

const usersList = listSource({
  query: AdminUsersQuery,
  variables: (view: View, paging) => ({
    search: view.q || null,
    where: { role: view.role || null, tenantId: view.tenant || null, status: view.status || null },
    orderBy: [view.sort],
    ...paging,
  }),
  pick: (data) => unmasked(AdminUserRowFragment, data.adminUsers),
});

const names = (links: readonly { name: string }[]) => links.map((link) => link.name).join(', ');

/** Every record the user is linked to, in one cell: clients, customers, the driver, trucking companies. */
const linksText = (user: AdminUser) =>
  [names(user.clients), names(user.customers), user.driver?.name ?? '', names(user.truckingCompanies)].filter(Boolean).join('; ');

const CSV = {
  noun: 'users',
  prefix: 'users',
  ...csvColumns<AdminUser>([
    ['Name', (user) => user.name],
    ['Email', (user) => user.email],
    ['Roles', (user) => user.roles.map(roleLabel).join(', ')],
    ['Tenants', (user) => names(user.tenants)],
    ['Links', linksText],
    ['Status', (user) => USER_STATUS_LABEL[user.status]],
    ['Last sign-in', (user) => user.lastSignInAt],
  ]),
};

/** /admin/users: the accounts of the current tenant, their access, links and status (ADMIN). */
export const AdminUsersPage = () => {
  const me = useCurrentUser();
  const { view, update, list, page: listed } = useList(usersUrl, usersList, { noun: { one: 'user', many: 'users' }, search: 'q' });
  const columns: ListColumn<AdminUser, AdminUserOrderByColumn>[] = [
    { id: 'name', label: 'Name', sort: 'NAME', heading: true, cell: (user) => <Link href={`/admin/users/${user.id}`}>{user.name}</Link> },
    { id: 'email', label: 'Email', sort: 'EMAIL', cell: (user) => user.email },
    { id: 'roles', label: 'Roles', cell: (user) => <RoleBadges roles={user.roles} /> },
    { id: 'tenants', label: 'Tenants', cell: (user) => names(user.tenants) || '—' },
    { id: 'links', label: 'Links', cell: (user) => linksText(user) || '—' },
    {
      id: 'status',
      label: 'Status',
      cell: (user) => <Badge tone={USER_STATUS_TONE[user.status]}>{USER_STATUS_LABEL[user.status]}</Badge>,
    },
    {
      id: 'lastSignIn',
      label: 'Last sign-in',
      sort: 'LAST_SIGN_IN_AT',
      firstOrder: 'DESC',
      cellClassName: 'nowrap',
      cell: (user) => <ListTime at={user.lastSignInAt} empty="Never" />,
    },
  ];
  return (
    <ListPage
      title="Users"
      {...listed}
      actions={
        <LinkButton href="/admin/users/create" variant="primary">
          Invite user
        </LinkButton>
      }
      search={{ label: 'Search users', hint: 'Name or email.' }}
      empty={{ clearLabel: 'Show every user' }}
      filters={
        <div className="filter-row">
          <FieldSelect
            label="Role"
            placeholder="Every role"
            choices={RoleValues.map((value) => ({ value, label: roleLabel(value) }))}
            value={view.role}
            onChange={(value) => update({ role: RoleValues.find((role) => role === value) ?? '' })}
          />
          <FieldSelect
            label="Tenant"
            placeholder="This tenant"
            choices={(me?.tenants ?? []).map((tenant) => ({ value: tenant.id, label: `Also in ${tenant.name}` }))}
            value={view.tenant}
            onChange={(tenant) => update({ tenant })}
          />
          <FieldSelect
            label="Status"
            placeholder="Every status"
            choices={AdminUserStatusValues.map((value) => ({ value, label: USER_STATUS_LABEL[value] }))}
            value={view.status}
            onChange={(value) => update({ status: AdminUserStatusValues.find((status) => status === value) ?? '' })}
          />
          <ListCsvExport source={usersList} filter={view} csv={CSV} disabled={!list.info?.total} />
        </div>
      }
      table={{
        caption: 'Users',
        columns,
        rowKey: (user) => user.id,
        rowHref: (user) => `/admin/users/${user.id}`,
        sort: { value: view.sort, onSort: (sort) => update({ sort }) },
        choiceKey: 'users',
      }}
    />
  );
};
