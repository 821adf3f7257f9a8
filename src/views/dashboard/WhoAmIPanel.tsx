import { Link } from 'wouter';
import type { CurrentUser } from '../../domain/currentUser';
import { roleLabel } from '../../domain/format';
import { Avatar } from '../layouts/Avatar';
import { Badge } from '../ui/Badge';
import { Panel } from '../ui/Panel';

export type WhoAmIPanelProps = { user: CurrentUser; accountHref: string };

export const WhoAmIPanel = ({ user, accountHref }: WhoAmIPanelProps) => (
  <Panel title="You" actions={<Link href={accountHref}>Edit your account</Link>}>
    <div className="identity">
      <Avatar name={user.name} url={user.media[0]?.url} size="large" />
      <dl className="details">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Roles</dt>
        <dd>
          {user.roles.length === 0 ? (
            <span className="muted">No roles yet</span>
          ) : (
            <ul className="badge-list">
              {user.roles.map((role) => (
                <li key={role}>
                  <Badge tone="info">{roleLabel(role)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  </Panel>
);
