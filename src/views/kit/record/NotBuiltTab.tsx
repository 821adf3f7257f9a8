import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';

export type NotBuiltTabProps = { title: string; area: string };

/** A tab whose records belong to an area not built yet: says so, and shows no made-up rows. */
export const NotBuiltTab = ({ title, area }: NotBuiltTabProps) => (
  <Panel title={title}>
    <EmptyState title={`${title} arrive with the ${area} area`}>
      That area is not built yet, so there is nothing to show here. Once it exists, its records for this one are listed here.
    </EmptyState>
  </Panel>
);
