import { RoleBadges } from '../kit/ui/RoleBadges';
import { Link } from 'wouter';
import type { CurrentUser } from '../../domain/currentUser';
import { Avatar } from '../kit/layouts/Avatar';
import { Panel } from '../kit/ui/Panel';

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
          <RoleBadges roles={user.roles} />
        </dd>
      </dl>
    </div>
  </Panel>
);
