import os from 'node:os';
import { planDay } from '../src/domain/dispatch/dayPlan';
import type { DispatchDriver, DispatchLeg, PriorityEntry } from '../src/domain/dispatch/pairing';
import { suggestDrivers } from '../src/domain/dispatch/suggest';
import type { Qualification } from '../src/domain/qualification';
import { summarize } from './orders.http';

/**
 * The dispatch part of `npm run bench` (issue 15), the algorithm alone (no server, no database): a day plan of
 * 300 legs × 400 drivers (goal ≤ 2 s; median and max of a few runs) and the driver suggestions for one leg among
 * 2,000 drivers (goal p95 ≤ 50 ms over ~200 legs), all of them explained and only the best 20. Synthetic, from a
 * seeded PRNG: 40 metro areas in the lower 48, legs between them, drivers based in them, some with a recent delivery,
 * priorities, loads, and blocks (8% of drivers fail a document check, a fifth of legs need a CDL that a third of
 * drivers hold). Alone: `npx tsx bench/dispatch.ts`.
 */
export const DISPATCH_GOALS = { dayPlanMs: 2000, suggestionsP95Ms: 50 };

const LEGS = Number(process.env.BENCH_DISPATCH_LEGS ?? 300);
const DRIVERS = Number(process.env.BENCH_DISPATCH_DRIVERS ?? 400);
const SUGGEST_DRIVERS = Number(process.env.BENCH_SUGGEST_DRIVERS ?? 2_000);
const PLAN_RUNS = Number(process.env.BENCH_DISPATCH_RUNS ?? 5);
const SUGGEST_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DAY = '2026-11-25';
const REGIONS = ['TX', 'CA', 'FL', 'NY', 'IL', 'GA', 'OH', 'AZ', 'WA', 'CO'];

/** mulberry32: small, fast, and the same numbers on every machine. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const world = (seed: number, legCount: number, driverCount: number) => {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const metros = Array.from({ length: 40 }, () => ({ lat: 26 + random() * 22, lng: -122 + random() * 50 }));
  const near = (at: { lat: number; lng: number }) => ({ lat: at.lat + (random() - 0.5) * 0.8, lng: at.lng + (random() - 0.5) * 0.8 });
  const ok: Qualification = { ok: true, reasons: [], warnings: [] };
  const needsCdl = new Set<string>();
  const legs: DispatchLeg[] = Array.from({ length: legCount }, (_, i) => {
    const id = `leg-${String(i).padStart(5, '0')}`;
    if (random() < 0.2) needsCdl.add(id);
    return {
      id,
      pickup: near(pick(metros)),
      delivery: near(pick(metros)),
      pickupDate: DAY,
      clientId: `client-${Math.floor(random() * 20)}`,
      region: pick(REGIONS),
      transportMethod: random() < 0.8 ? 'DRIVEN' : 'TRUCKED',
    };
  });
  const cdl = new Set<string>();
  const drivers: DispatchDriver[] = Array.from({ length: driverCount }, (_, i) => {
    const id = `driver-${String(i).padStart(5, '0')}`;
    if (random() < 0.33) cdl.add(id);
    const priority: PriorityEntry[] = Array.from({ length: Math.floor(random() * 4) }, () =>
      random() < 0.5 ? { kind: 'CLIENT', value: `client-${Math.floor(random() * 20)}` } : { kind: 'REGION', value: pick(REGIONS) },
    );
    const blocked = random() < 0.08;
    return {
      id,
      name: `Driver ${i}`,
      homeHub: random() < 0.9 ? { at: near(pick(metros)), name: `Metro ${i % 40}` } : null,
      lastDelivery: random() < 0.4 ? { at: near(pick(metros)), name: 'Somewhere', on: '2026-11-24' } : null,
      legsThatDay: Math.floor(random() * 3),
      priority,
      qualification: blocked
        ? { ok: false, reasons: [`Driver ${i} has no licence on file.`], warnings: [] }
        : random() < 0.1
          ? { ...ok, warnings: ['The medical card expires soon.'] }
          : ok,
    };
  });
  const qualificationOf = (driver: DispatchDriver, leg: DispatchLeg): Qualification =>
    needsCdl.has(leg.id) && !cdl.has(driver.id) && driver.qualification.ok
      ? {
          ok: false,
          reasons: [`A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; ${driver.name} holds no commercial class.`],
          warnings: [],
        }
      : driver.qualification;
  return { legs, drivers, qualificationOf };
};

const timed = (fn: () => void) => {
  const started = performance.now();
  fn();
  return performance.now() - started;
};

export const dispatchBench = () => {
  const day = world(15, LEGS, DRIVERS);
  let plan = planDay(day);
  const planMs = Array.from({ length: PLAN_RUNS }, () => timed(() => (plan = planDay(day)))).sort((a, b) => a - b);
  const pool = world(16, SUGGEST_RUNS, SUGGEST_DRIVERS);
  for (const leg of pool.legs.slice(0, 10)) suggestDrivers(leg, pool.drivers);
  const suggestMs = pool.legs.map((leg) => timed(() => suggestDrivers(leg, pool.drivers)));
  const top20Ms = pool.legs.map((leg) => timed(() => suggestDrivers(leg, pool.drivers, { limit: 20 })));
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    goals: DISPATCH_GOALS,
    dayPlan: {
      legs: LEGS,
      drivers: DRIVERS,
      runs: PLAN_RUNS,
      medianMs: round(planMs[Math.floor(planMs.length / 2)]),
      maxMs: round(planMs[planMs.length - 1]),
      assigned: plan.pairs.length,
      chained: plan.pairs.filter((p) => p.order > 1).length,
      unassigned: plan.unassigned.length,
      totalDeadheadMi: plan.totalDeadheadMi,
    },
    // Every allowed driver ranked and explained; then only the best 20 explained (what the board shows).
    suggestions: { drivers: SUGGEST_DRIVERS, ...summarize(suggestMs) },
    suggestionsTop20: { drivers: SUGGEST_DRIVERS, ...summarize(top20Ms) },
    // Timings on a shared machine swing with what else runs: the one-minute load average when done.
    loadAverage: round(os.loadavg()[0]),
  };
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(dispatchBench(), null, 2));
