import fc from 'fast-check';
import type { IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './client';
import { userIdOf } from './helpers';
import { argumentsArb } from './inputArbitraries';
import { type Samples, sampleDatabase } from './inputSamples';
import { fingerprinter, introspect, operationFor, problemWith, type RootField, rootFields, send } from './schemaCalls';
import { reachableInputTypes, runWeight } from './schemaTypes';
import { startTestServer, type TestServer } from './testServer';

/**
 * Property: whatever a user sends to any Query or Mutation field (fields and input types found by introspection, so
 * new ones are covered without editing this file), the answer is never a 5xx nor INTERNAL, every error has a code,
 * BAD_USER_INPUT carries field errors, and an answer with errors leaves the database exactly as it was.
 * INPUT_PROPERTY_SEED and INPUT_PROPERTY_RUNS (per field, before its weight) reproduce or widen a run;
 * INPUT_PROPERTY_FIELDS (comma-separated) narrows it to some fields, INPUT_PROPERTY_STATS prints the answers' codes.
 *
 * The staff fields are many and each takes seconds, so the run is split into shards, each a test file of its own with its
 * own server, which vitest runs side by side: `inputPropertySuite({ shard, of })` checks the staff fields whose index
 * is `shard` modulo `of` (the seed stays the field's index in the whole list, so a seed reproduces in any split).
 */
const SEED = Number(process.env.INPUT_PROPERTY_SEED ?? 20_240_611);
const RUNS = Number(process.env.INPUT_PROPERTY_RUNS ?? 60);
const ONLY = process.env.INPUT_PROPERTY_FIELDS?.split(',');

let server: TestServer;
let introspection: IntrospectionQuery;
let samples: Samples;
let fingerprint: () => Promise<string>;
const users: Record<'staff' | 'portal', { client: TestClient; id: string; account: Record<string, unknown> }> = {} as never;

/** The signed-in user's own row (email, verification, password), put back after a call that changed it. */
const ACCOUNT_COLUMNS = 'email, email_verified_at, password_hash, deleted_at';
const snapshot = async (id: string) => (await server.db.query(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [id])).rows[0];
const restore = async (id: string, row: Record<string, unknown>) =>
  server.db.query('UPDATE users SET email = $2, email_verified_at = $3, password_hash = $4, deleted_at = $5 WHERE id = $1', [
    id,
    ...Object.values(row),
  ]);

/** Runs the property on each field; collects every field's failure (with its seed and smallest counterexample). */
const check = async (role: 'staff' | 'portal', fields: RootField[], keep: (index: number) => boolean = () => true) => {
  const { client, id, account } = users[role];
  const failures: string[] = [];
  let before = await fingerprint();
  let calls = 0;
  const outcomes = new Map<string, number>();
  for (const [index, root] of fields.entries()) {
    if (!keep(index) || (ONLY && !ONLY.includes(root.field.name))) continue;
    const seed = SEED + index;
    const property = fc.asyncProperty(argumentsArb(introspection, samples, root.field.name, root.field.args), async (args) => {
      const { query, variables } = operationFor(introspection, root, args);
      const { status, text } = await send(client, query, variables);
      calls += 1;
      const previous = before;
      before = await fingerprint();
      const { problem, errors } = problemWith(status, text);
      const code = errors
        ? `${/"code":"([A-Z_]+)"/.exec(text)?.[1] ?? 'error'} ${/"errors":\{"([^"]+)"/.exec(text)?.[1]?.replace(/\d+/g, 'N') ?? ''}`
        : 'ok';
      outcomes.set(`${root.field.name} ${code}`, (outcomes.get(`${root.field.name} ${code}`) ?? 0) + 1);
      if (!errors && root.operation === 'mutation' && JSON.stringify(await snapshot(id)) !== JSON.stringify(account)) {
        // A mutation that worked changed the caller's own account (a new email needs verifying): put it back.
        await restore(id, account);
        before = await fingerprint();
      }
      const written = errors && previous !== before ? `wrote despite errors: ${diff(previous, before)}` : null;
      if (problem || written) throw new Error(`${problem ?? written}\n${query}\n${JSON.stringify(variables).slice(0, 1500)}`);
    });
    const details = await fc.check(property, { seed, numRuns: RUNS * runWeight(introspection, root.field.args) });
    if (details.failed) failures.push(`${root.field.name} (seed ${details.seed}): ${String(details.errorInstance).slice(0, 2500)}`);
  }
  if (process.env.INPUT_PROPERTY_STATS) console.info([...outcomes].map(([k, n]) => `${k}: ${n}`).join('\n'));
  if (failures.length > 0) console.error(`${failures.length} fields failed (INPUT_PROPERTY_SEED=${SEED}):\n\n${failures.join('\n\n')}`);
  console.info(`${role}: ${calls} generated calls over ${fields.filter((_, index) => keep(index)).length} fields`);
  expect(failures).toEqual([]);
};

const diff = (a: string, b: string) => {
  const old = new Set(a.split(' '));
  return b
    .split(' ')
    .filter((part) => !old.has(part))
    .join(' ');
};

/** The suite: the schema's input types and the portal's fields in shard 0, the staff fields of this shard in every one. */
export const inputPropertySuite = ({ shard, of }: { shard: number; of: number }) => {
  beforeAll(async () => {
    server = await startTestServer();
    for (const [role, email] of [
      ['staff', 'admin@legwork.test'],
      ['portal', 'client@legwork.test'],
    ] as const) {
      const id = await userIdOf(server.db, email);
      users[role] = { client: await signedIn(server.url, email), id, account: await snapshot(id) };
    }
    introspection = await introspect(users.staff.client);
    samples = await sampleDatabase(server.db);
    fingerprint = await fingerprinter(server.db);
  }, 120_000);
  afterAll(() => server?.close());

  describe(`generated input for every argument of the schema (part ${shard + 1} of ${of})`, () => {
    if (shard === 0) {
      it('covers every input type of the schema', () => {
        const args = rootFields(introspection).flatMap((root) => root.field.args);
        const inputTypes = introspection.__schema.types.filter((t) => t.kind === 'INPUT_OBJECT').map((t) => t.name);
        expect([...reachableInputTypes(introspection, args)].sort()).toEqual(inputTypes.sort());
      });

      // The portal first: the staff run may delete the portal user's own client.
      it('answers the portal user without INTERNAL, 5xx or writes on errors', async () => {
        await check(
          'portal',
          rootFields(introspection).filter((root) => root.field.name.startsWith('portal')),
        );
      }, 600_000);
    }

    it('answers an admin (X-TENANT) without INTERNAL, 5xx or writes on errors', async () => {
      await check(
        'staff',
        rootFields(introspection).filter((root) => !root.field.name.startsWith('portal')),
        (index) => index % of === shard,
      );
    }, 600_000);
  });
};
