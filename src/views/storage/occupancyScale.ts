import { addDays } from '../../domain/dates';

/** How far the overview's chart looks: a week back (what stayed) and three weeks ahead (what is reserved). */
export const OCCUPANCY_DAYS_BEFORE = 7;
export const OCCUPANCY_DAYS_AFTER = 21;

/** The overview's days around today (YYYY-MM-DD, both ends included), as storageOccupancy takes them. */
export const occupancyWindow = (today: string): { from: string; to: string } => ({
  from: addDays(today, -OCCUPANCY_DAYS_BEFORE),
  to: addDays(today, OCCUPANCY_DAYS_AFTER),
});

export type OccupancyDay = { day: string; occupied: number; capacity: number | null };

export type OccupancyBar = {
  day: string;
  x: number;
  /** The bar's top and height in the chart's units (0 at the top, `height` at the base line). */
  y: number;
  barHeight: number;
  /** At or over the capacity: no space left that day. */
  full: boolean;
  today: boolean;
};

export type OccupancyLayout = {
  width: number;
  bars: OccupancyBar[];
  /** The capacity's line (null when the facility has no capacity set), in the same units. */
  capacityY: number | null;
  /** The scale's top: the most occupied day or the capacity, whichever is higher (1 at least, so nothing divides by 0). */
  max: number;
};

export type OccupancyGeometry = { height: number; bar: number; gap: number };

/**
 * The bars of occupancy by day on one scale with the capacity's line, so a day over capacity shows above it. The
 * capacity of the last day is the facility's (it is the same on every day the server answers).
 */
export const occupancyLayout = (days: readonly OccupancyDay[], today: string, { height, bar, gap }: OccupancyGeometry): OccupancyLayout => {
  const capacity = days.at(-1)?.capacity ?? null;
  const max = Math.max(1, capacity ?? 0, ...days.map((day) => day.occupied));
  const bars = days.map((day, index): OccupancyBar => {
    const barHeight = (day.occupied / max) * height;
    return {
      day: day.day,
      x: gap + index * (bar + gap),
      y: height - barHeight,
      barHeight,
      full: day.capacity !== null && day.occupied >= day.capacity,
      today: day.day === today,
    };
  });
  return { width: days.length * (bar + gap) + gap, bars, capacityY: capacity === null ? null : height - (capacity / max) * height, max };
};
