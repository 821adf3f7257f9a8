import { RoleBadges } from '../kit/ui/RoleBadges';
import { useQuery } from 'urql';
import { UserQuery } from '../../graphql/operations/users';
import { PageError } from '../../http/errors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Avatar } from '../kit/layouts/Avatar';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import type { PageProps } from '../kit/router/pageProps';
import { UserContactDetails } from './UserContactDetails';

/** /users/:id: a user of the current tenant. NOT_FOUND is the not-found page, not an empty one. */
export const UserPage = ({ params }: PageProps) => {
  const tenant = useCurrentTenant();
  // user(id:) is tenant-scoped: wait until the tenant is chosen.
  const [{ data, fetching, error }, refetch] = useQuery({ query: UserQuery, variables: { id: params.id }, pause: !tenant });
  const failure = error ? graphqlFailure(error) : null;

  const missing = `No user with this id in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND') throw new PageError(404, missing);
  const user = data?.user;
  if (!user) {
    if (failure) return <ErrorState message={failure.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    if (fetching || !data) return <Spinner label="Loading the user…" />;
    throw new PageError(404, missing); // loaded, and there is no such user: not an empty page
  }

  return (
    <div className="page-grid">
      <Panel title={user.name}>
        <div className="identity">
          <Avatar name={user.name} url={user.media[0]?.url} size="large" />
          <dl className="details">
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${user.email}`}>{user.email}</a>
            </dd>
            <dt>Roles</dt>
            <dd>
              <RoleBadges roles={user.roles} />
            </dd>
            <dt>Tenants</dt>
            <dd>{user.tenants.map((item) => item.name).join(', ') || '—'}</dd>
          </dl>
        </div>
      </Panel>
      <UserContactDetails contact={user.contact} />
    </div>
  );
};
