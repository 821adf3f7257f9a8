import type { FastifyPluginAsync } from 'fastify';
import type { AnyStateMachine } from 'xstate';
import type * as z from 'zod';
import type { Resolvers } from '../src/generated/resolvers';
import type { Config } from './config';
import type { RecordNumbers } from './db/counters';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { MediaStore } from './media/store';
import type { Events } from './pubsub';
import type { ReportDefinition } from './reports/reports.public';

/**
 * The area manifest: everything an area plugs into the server, in one object (`server/<area>/<area>.area.ts`),
 * registered by one line in server/areas.ts. The central files loop over the registry: graphql/schema.ts merges the
 * resolvers, app.ts registers the routes, serve.ts starts the jobs, codegen reads the mappers
 * (scripts/codegen/areaMappers.mjs), and server/areaKit.test.ts checks that the manifest covers what the area's schema
 * file and machines need. docs/adding-an-area.md walks through one.
 */

/** What an area's HTTP routes and jobs are given: the app's own services. */
export type AreaDeps = { db: Database; config: Config; events: Events; media: MediaStore; mailer: Mailer };

/** What a job is given: the database, the events, and the media store (a job that writes files). */
export type JobDeps = Pick<AreaDeps, 'db' | 'events' | 'media'>;

/** A timer of the server process: run once at start, then every `every` milliseconds; a failed run is logged, never fatal. */
export type AreaJob = {
  /** Names the job in the log (`quote.expire failed`). */
  name: string;
  every: number;
  run: (deps: JobDeps) => Promise<unknown>;
};

/**
 * A machine-driven record as the manifest lists it: its transition declaration (a `MachineRecord`, read only for what
 * the checks need). The machine needs its replay entry (src/machines/domain/<machine>.replay.ts, listed in
 * replays.ts) under `entityKind`, and every event that carries a payload needs its input schema (`required`).
 */
export type AreaMachine = {
  entityKind: string;
  machine: AnyStateMachine;
  events: Record<string, string>;
  probe: (type: string) => { type: string };
  required?: (type: string, row: never) => z.ZodType | null;
};

export type Area = {
  /** The folder under server/, and the schema file src/graphql/schema/<name>.graphql when the area has one. */
  name: string;
  /** The area's resolver map, merged field by field with the others' (an area may add fields to another's type). */
  resolvers?: Resolvers;
  /**
   * The row types codegen maps the area's GraphQL types to (`typescript-resolvers` mappers), each as
   * `'<file relative to the area's folder>#<exported type>'`. Written as string literals: codegen reads them from the
   * file's text, without loading the area.
   */
  mappers?: Readonly<Record<string, string>>;
  /** Fastify plugins of the area's plain-HTTP routes, registered by app.ts with the app's services. */
  routes?: readonly FastifyPluginAsync<AreaDeps>[];
  jobs?: readonly AreaJob[];
  /** The numbered kinds of the area's records (declared with their rows: format, table, counter). */
  recordNumbers?: readonly RecordNumbers[];
  /** The entity kinds of the audit rows the area's code writes (the activity tabs read them back by kind). */
  auditKinds?: readonly string[];
  /** The area's machine-driven records. */
  machines?: readonly AreaMachine[];
  /** The area's reports (server/reports/reports.public.ts): `runReport` finds them here by name. */
  // biome-ignore lint/suspicious/noExplicitAny: each report has its own parameters' type
  reports?: readonly ReportDefinition<any>[];
};

/** Declares a manifest (the identity, typed). */
export const defineArea = (area: Area): Area => area;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Starts every job (once now, then on its interval); returns what stops them. */
export const startJobs = (jobs: readonly AreaJob[], deps: JobDeps, log: (message: string, error: unknown) => void) => {
  const timers = jobs.map((job) => {
    const run = () => void job.run(deps).catch((error) => log(`${job.name} failed`, error));
    run();
    return setInterval(run, job.every);
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
};
