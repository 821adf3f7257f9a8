import { Link } from 'wouter';
import type { RouteDef } from '../../../routes';
import { Panel } from '../ui/Panel';

export type NoAccessPageProps = { route: RouteDef };

/** A signed-in user without the role sees this with the page's real title, not a 404 (docs/access.md#signing-in-and-where-people-land). */
export const NoAccessPage = ({ route }: NoAccessPageProps) => (
  <Panel title="You don't have access to this page">
    <p>
      {route.page} in {route.section} is open to other roles. If you need it for your work, ask an administrator to add the role to your
      account.
    </p>
    <Link href="/">Back to your start page</Link>
  </Panel>
);
