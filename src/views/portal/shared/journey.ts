/**
 * A leg's journey as a client follows it: six steps from "Ordered" to "Delivered", each status of the leg machine
 * placed on one of them. Pure, so the page and its tests read the same answer.
 */
import type { OrderLegStatus } from '@/generated/graphql';

export type JourneyStepKey = 'ordered' | 'arranging' | 'confirmed' | 'scheduled' | 'inTransit' | 'delivered';

type StepSpec = { key: JourneyStepKey; label: string; statuses: readonly OrderLegStatus[] };

export const JOURNEY_STEPS: readonly StepSpec[] = [
  { key: 'ordered', label: 'Ordered', statuses: ['CREATED', 'UNACKNOWLEDGED'] },
  { key: 'arranging', label: 'Being arranged', statuses: ['PROCESSING', 'PENDING_CONFIRMATION'] },
  { key: 'confirmed', label: 'Dates confirmed', statuses: ['CALL_CENTER_CONFIRMED', 'WAITING_ON_TAG_AND_TITLE'] },
  // An aborted pickup waits here to be rescheduled.
  { key: 'scheduled', label: 'Ready for pickup', statuses: ['CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'ABORTED'] },
  { key: 'inTransit', label: 'Picked up, in transit', statuses: ['IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE'] },
  { key: 'delivered', label: 'Delivered', statuses: ['DELIVERED', 'INVOICED', 'DRIVER_PAID'] },
];

export type JourneyStepState = 'done' | 'current' | 'upcoming';

export type JourneyStep = { key: JourneyStepKey; label: string; state: JourneyStepState; at: string | null };

/** Why the journey stands still, if it does: a hold, a cancellation, an aborted pickup. */
export type JourneyStop = 'ON_HOLD' | 'CANCELLED' | 'ABORTED' | null;

export type Journey = {
  steps: JourneyStep[];
  /** Index of the step the leg is at (the last one reached when held or cancelled). */
  current: number;
  /** Steps completed, 0 to steps.length: what a progress bar shows. */
  done: number;
  stop: JourneyStop;
};

/** One entry of the leg's history: the status it had after the event, when the event changed it. */
export type JourneyEvent = { status?: OrderLegStatus | null; createdAt: string };

export type JourneyLeg = {
  status: OrderLegStatus;
  pickedUpAt?: string | null;
  deliveredAt?: string | null;
  activity?: readonly JourneyEvent[];
};

const stepOf = (status: OrderLegStatus): number => JOURNEY_STEPS.findIndex((step) => step.statuses.includes(status));

const PAUSED: readonly OrderLegStatus[] = ['ON_HOLD', 'CANCELLED'];

/** The history oldest first, only the entries that set a status. */
const statusHistory = (activity: readonly JourneyEvent[]) =>
  activity
    .filter((entry): entry is JourneyEvent & { status: OrderLegStatus } => Boolean(entry.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** The step the leg is at: a held or cancelled leg stays where it was last (its history says), else at the start. */
const currentStep = (leg: JourneyLeg, history: ReturnType<typeof statusHistory>): number => {
  if (!PAUSED.includes(leg.status)) return stepOf(leg.status);
  const before = history.filter((entry) => !PAUSED.includes(entry.status)).at(-1);
  return before ? stepOf(before.status) : 0;
};

/** When the leg last entered each step (pickup and delivery times come from the leg itself, which is exact). */
const reachedAt = (history: ReturnType<typeof statusHistory>, leg: JourneyLeg): (string | null)[] =>
  JOURNEY_STEPS.map((step) => {
    if (step.key === 'inTransit' && leg.pickedUpAt) return leg.pickedUpAt;
    if (step.key === 'delivered' && leg.deliveredAt) return leg.deliveredAt;
    return history.filter((entry) => step.statuses.includes(entry.status)).at(-1)?.createdAt ?? null;
  });

export const legJourney = (leg: JourneyLeg): Journey => {
  const history = statusHistory(leg.activity ?? []);
  const current = Math.max(0, currentStep(leg, history));
  const times = reachedAt(history, leg);
  const last = JOURNEY_STEPS.length - 1;
  const arrived = current === last && !PAUSED.includes(leg.status);
  const steps = JOURNEY_STEPS.map((step, index): JourneyStep => {
    const state: JourneyStepState = index < current || (arrived && index === last) ? 'done' : index === current ? 'current' : 'upcoming';
    return { key: step.key, label: step.label, state, at: state === 'upcoming' ? null : times[index] };
  });
  const stop: JourneyStop = leg.status === 'ON_HOLD' || leg.status === 'CANCELLED' || leg.status === 'ABORTED' ? leg.status : null;
  return { steps, current, done: arrived ? JOURNEY_STEPS.length : current, stop };
};
