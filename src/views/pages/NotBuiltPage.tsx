import type { RouteDef } from '../../routes';
import { Panel } from '../ui/Panel';

export type NotBuiltPageProps = { route: RouteDef };

/** Honest about routes whose screens do not exist yet (no area registered a page for them: router/pages.ts). */
export const NotBuiltPage = ({ route }: NotBuiltPageProps) => (
  <Panel title="This area is not built yet">
    <p>
      <strong>{route.page}</strong> in <strong>{route.section}</strong> is planned but its screens are not part of this
      version of Legwork yet. This address will open it once it ships.
    </p>
  </Panel>
);
