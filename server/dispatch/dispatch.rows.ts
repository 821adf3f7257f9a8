import type { DriverStart } from '../../src/generated/enums';
import type { DriverRow } from '../carriers/carriers.rows';

// What the dispatch resolvers hand on (ids, resolved to rows by the loaders), mapped onto the GraphQL types by codegen.

export type DriverCandidateRow = {
  driverId: string;
  cost: number;
  deadheadMiles: number | null;
  from: DriverStart;
  reasons: string[];
  warnings: string[];
};

export type BlockedDriverRow = { driverId: string; reasons: string[] };

export type PlannedLegRow = DriverCandidateRow & { legId: string; order: number; afterLegId: string | null };

export type UnplannedLegRow = { legId: string; reasons: string[] };

export type DispatchDriverRowData = {
  driver: DriverRow;
  currentLegId: string | null;
  nextLegId: string | null;
  lastPosition: { point: { lat: number; lng: number; label: string | null }; at: Date; source: string } | null;
  legsToday: number;
  legsThisWeek: number;
};
