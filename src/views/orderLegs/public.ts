/** What other areas may use of a leg's page (src/imports.test.ts). */
export { type DialogEvent, type LegForDialog, LegEventDialog } from './LegEventDialog';
export { LiveOrderLegChangedSubscription } from './OrderLegPage.graphql';
export { useLegTransition } from './useLegTransition';
