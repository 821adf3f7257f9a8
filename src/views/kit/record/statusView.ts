import type { BadgeTone } from '../ui/Badge';

/** A status as a shared table shows it: each side (staff, portal) names and colours its own statuses. */
export type StatusView = { label: string; tone: BadgeTone };

/** A date cell: the main line and, under it, a second one (confirmed, ETA) when there is one. */
export type DateCell = { text: string; sub?: string | null };
