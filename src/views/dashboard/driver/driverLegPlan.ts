import { isoToZoned, todayIn } from '../../../domain/dates';

/** The groups a driver's legs fall in: what is due today (or late), the next day with work, and the rest. */
export type LegGroup = 'TODAY' | 'NEXT' | 'LATER';

export const LEG_GROUP_TITLE: Record<LegGroup, string> = { TODAY: 'Today', NEXT: 'Next', LATER: 'Later' };

/** When a leg's next step is due: a confirmed instant, else the requested day (ASAP has none). */
export type DueAt = { instant: string | null; day: string | null };

/** The day a step is due on the tenant's clock; null when it has no date. */
const dueDay = (due: DueAt, timeZone?: string | null): string | null => (due.instant ? isoToZoned(due.instant, timeZone).day : due.day);

/** A step is overdue once its confirmed instant has passed, or the day it was asked for is over. */
export const isOverdue = (due: DueAt, now: Date, timeZone?: string | null): boolean => {
  if (due.instant) return Date.parse(due.instant) < now.getTime();
  return due.day !== null && due.day < todayIn(timeZone, now);
};

export type PlannedLeg<L> = { leg: L; due: DueAt; overdue: boolean; day: string | null };

/**
 * The driver's legs in their groups, each earliest first (overdue at the top of Today). Today holds what is due today
 * or late and every leg already moving; Next the first later day that has a leg; Later the days after it and the legs
 * with no date yet.
 */
export const planDriverLegs = <L>(
  legs: readonly { leg: L; due: DueAt; moving: boolean }[],
  now: Date,
  timeZone?: string | null,
): Record<LegGroup, PlannedLeg<L>[]> => {
  const today = todayIn(timeZone, now);
  const planned = legs
    .map(({ leg, due, moving }) => ({ leg, due, moving, overdue: isOverdue(due, now, timeZone), day: dueDay(due, timeZone) }))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const isToday = (item: (typeof planned)[number]) => item.moving || item.overdue || (item.day !== null && item.day <= today);
  const nextDay = planned.find((item) => !isToday(item) && item.day !== null)?.day ?? null;
  const groups: Record<LegGroup, PlannedLeg<L>[]> = { TODAY: [], NEXT: [], LATER: [] };
  for (const item of planned) {
    const group: LegGroup = isToday(item) ? 'TODAY' : nextDay !== null && item.day === nextDay ? 'NEXT' : 'LATER';
    groups[group].push({ leg: item.leg, due: item.due, overdue: item.overdue, day: item.day });
  }
  return groups;
};

/** Overdue first, then by the instant or day due; a leg with no date last. */
const sortKey = (item: { overdue: boolean; due: DueAt; day: string | null }): string =>
  `${item.overdue ? 0 : 1}:${item.due.instant ?? (item.day ? `${item.day}T99` : '~')}`;
