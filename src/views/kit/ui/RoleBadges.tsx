import type { Role } from '../../../domain/roles';
import { roleLabel } from '../../../domain/format';
import { Badge } from './Badge';

export type RoleBadgesProps = { roles: readonly Role[] };

/** A user's roles as badges, or "No roles yet". */
export const RoleBadges = ({ roles }: RoleBadgesProps) =>
  roles.length === 0 ? (
    <span className="muted">No roles yet</span>
  ) : (
    <ul className="badge-list">
      {roles.map((role) => (
        <li key={role}>
          <Badge tone="info">{roleLabel(role)}</Badge>
        </li>
      ))}
    </ul>
  );
