import type { RouteDef } from '../../../routes';
import { Panel } from '../ui/Panel';
import { PLANNED } from './planned';

export type NotBuiltPageProps = { route: RouteDef };

/** Honest about routes whose screens do not exist yet (no area registered a page for them: router/pages.ts). */
export const NotBuiltPage = ({ route }: NotBuiltPageProps) => {
  const plan = PLANNED[route.section];
  return (
    <Panel title="This area is not built yet">
      <p>{plan?.what ?? 'This page is planned.'} Legwork cannot do this yet; this address will open the page once it is built.</p>
      {plan?.meanwhile && <p>{plan.meanwhile}</p>}
    </Panel>
  );
};
