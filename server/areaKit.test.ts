/**
 * Every area's manifest covers what its schema file and its machines need (docs/adding-an-area.md): an area folder
 * without a registered manifest, a GraphQL type whose resolvers read a row but has no mapper, a machine record without
 * its replay entry or the input schema of an event that carries one, a record number kind used but not declared, an
 * audit kind written but not declared: each fails here and names what is missing. Each check is a function of the
 * manifests, run on the registry and on a broken sample, so none passes vacuously. No database: it reads files and
 * the manifests' values.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { manifestMappers, registeredManifests } from '../scripts/codegen/areaMappers.mjs';
import { REPLAYABLE } from '../src/machines/domain/replayable';
import type { Replayable } from '../src/machines/domain/replayEntry';
import { type Area, type AreaDeps, type AreaMachine, startJobs } from './areaKit';
import * as registry from './areas';
import { loadTypeDefs } from './graphql/schema';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA_DIR = 'src/graphql/schema';

/** Folders of server/ that are the kit, not areas: shared by the areas, naming none of them. */
const KIT = new Set(['auth', 'db', 'geo', 'graphql', 'http', 'mail', 'media', 'pdf', 'pricing', 'records', 'transitions', 'vin']);

const areas: Area[] = Object.values(registry);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** An area's source files (tests left out), as paths from the project root. */
const sourcesOf = (area: string): string[] =>
  (fs.readdirSync(path.join(ROOT, 'server', area), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join('server', area, file).split(path.sep).join('/'));

// ---- the registry ---------------------------------------------------------------------------------------------

/** Area folders without a manifest, and manifests the registry does not list. */
const unregistered = (folders: readonly string[], manifests: readonly string[]): string[] =>
  folders.flatMap((folder) => {
    const manifest = `server/${folder}/${folder}.area.ts`;
    if (!fs.existsSync(path.join(ROOT, manifest))) return [`server/${folder} has no ${folder}.area.ts`];
    return manifests.includes(manifest) ? [] : [`${manifest} is not registered in server/areas.ts`];
  });

// ---- mappers ----------------------------------------------------------------------------------------------------

/** The object types each schema file defines (`type X {`; `extend type` adds to another file's type). */
const typesBySchemaFile = (): Map<string, string[]> =>
  new Map(
    fs
      .readdirSync(path.join(ROOT, SCHEMA_DIR))
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => [file.replace(/\.graphql$/, ''), [...read(`${SCHEMA_DIR}/${file}`).matchAll(/^type (\w+)/gm)].map((m) => m[1])]),
  );

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Types some resolver map gives field resolvers (those resolvers read their parent, a row) that the area whose schema
 * file defines the type does not map to a row type.
 */
const unmappedTypes = (list: readonly Area[], schemaFiles: Map<string, string[]>): string[] => {
  const resolved = new Set(list.flatMap((area) => Object.keys(area.resolvers ?? {})).filter((type) => !ROOT_TYPES.has(type)));
  const byArea = new Map(list.map((area) => [area.name, area]));
  return [...schemaFiles].flatMap(([file, types]) =>
    types
      .filter((type) => resolved.has(type) && !byArea.get(file)?.mappers?.[type])
      .map((type) => `${type} (${SCHEMA_DIR}/${file}.graphql) has field resolvers but ${file}.area.ts maps it to no row`),
  );
};

/** Mappers that name no type of the schema, or a file or exported type that does not exist. */
const brokenMappers = (list: readonly Area[], schemaTypes: ReadonlySet<string>): string[] =>
  list.flatMap((area) =>
    Object.entries(area.mappers ?? {}).flatMap(([type, target]) => {
      const [file, row] = target.split('#');
      const source = `${path.posix.join('server', area.name, file)}.ts`;
      if (!schemaTypes.has(type)) return [`${area.name}.area.ts maps ${type}, which no schema file defines`];
      if (!fs.existsSync(path.join(ROOT, source))) return [`${area.name}.area.ts maps ${type} to ${source}, which does not exist`];
      return new RegExp(`^export (type|interface) ${row}\\b`, 'm').test(read(source)) ? [] : [`${source} exports no type ${row} (${type})`];
    }),
  );

// ---- machines ---------------------------------------------------------------------------------------------------

/** A row the input schemas may read (a leg's by its transport method). */
const SAMPLE_ROW = { transportMethod: 'DRIVEN' } as never;

/** What a machine record needs beside it: its replay entry (the same machine) and an input schema for each event with a payload. */
const machineGaps = (area: Area, machine: AreaMachine, replayable: Readonly<Record<string, Replayable>>): string[] => {
  const gaps: string[] = [];
  const entry = replayable[machine.entityKind];
  if (!entry)
    gaps.push(`${area.name}: no replay entry for "${machine.entityKind}" (src/machines/domain/<machine>.replay.ts, listed in replays.ts)`);
  else if (entry.machine !== machine.machine)
    gaps.push(`${area.name}: the replay entry of "${machine.entityKind}" replays another machine`);
  if (!area.auditKinds?.includes(machine.entityKind)) gaps.push(`${area.name}: auditKinds misses its machine's "${machine.entityKind}"`);
  for (const type of Object.values(machine.events)) {
    const carries = Object.keys(machine.probe(type)).some((key) => key !== 'type');
    if (carries && !machine.required?.(type, SAMPLE_ROW))
      gaps.push(`${area.name}: ${type} carries a payload but its record declares no input schema for it (required)`);
  }
  return gaps;
};

// ---- record numbers ---------------------------------------------------------------------------------------------

/** The names a manifest's text lists in `recordNumbers: [...]`. */
const declaredNumberNames = (manifestText: string): string[] =>
  (/recordNumbers: \[([^\]]*)\]/.exec(manifestText)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const NUMBER_CALL = /\b(?:nextNumber|recordIdByNumber)\(\s*[^,()]+,\s*[^,()]+,\s*(\w+)/g;

/** Record number kinds an area's code passes to the counters or the lookup that no manifest declares. */
const undeclaredNumbers = (sources: ReadonlyMap<string, string>, declared: ReadonlySet<string>): string[] =>
  [...sources].flatMap(([file, text]) =>
    [...text.matchAll(NUMBER_CALL)]
      .filter((m) => !declared.has(m[1]))
      .map((m) => `${file} numbers ${m[1]}, which no manifest lists in recordNumbers`),
  );

/** Two kinds with the same counter, format name or (counted) prefix. */
const clashingNumbers = (list: readonly Area[]): string[] => {
  const seen = new Map<string, string>();
  return list.flatMap((area) =>
    (area.recordNumbers ?? []).flatMap((numbers) =>
      [
        `kind ${numbers.format.kind}`,
        ...(numbers.counter ? [`counter ${numbers.counter}`, `prefix ${numbers.format.prefix}`] : []),
      ].flatMap((key) => {
        const other = seen.get(key);
        seen.set(key, area.name);
        return other ? [`${area.name} and ${other} both declare the ${key}`] : [];
      }),
    ),
  );
};

// ---- audit kinds ------------------------------------------------------------------------------------------------

// An audit row's kind (`entityKind: 'Storage'`, a table's `kind: 'Vehicles'`, `TNT_ENTITY_KIND = 'Tnt packs'`) and the
// activity loaders' `entity_kind = 'Repairs'`; not a media owner's kind (`owner_kind`, `ownerKind`).
const KIND_PATTERNS = [
  /(?:\bentityKind|(?<![\w$])kind|ENTITY_KIND)\s*[:=]\s*'([A-Z][^'$]*[a-z][^'$]*)'/g,
  /(?<![\w$])entity_kind\s*=\s*'([^'$]+)'/g,
];
const KIND_LISTS = /entity_kind\s+IN\s*\(([^)]*)\)/g;

/** The audit entity kinds a text writes or reads by name. */
const kindsIn = (text: string): string[] => [
  ...KIND_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1])),
  ...[...text.matchAll(KIND_LISTS)].flatMap((m) => [...m[1].matchAll(/'([^']+)'/g)].map((kind) => kind[1])),
];

/** Kinds the area's code names that its manifest does not declare, and declared kinds its code never names. */
const auditKindGaps = (area: Area, sources: readonly string[]): string[] => {
  const used = new Set(sources.flatMap(kindsIn));
  const declared = new Set(area.auditKinds ?? []);
  return [
    ...[...used]
      .filter((kind) => !declared.has(kind))
      .map((kind) => `${area.name}: its code names the audit kind "${kind}"; add it to auditKinds`),
    ...[...declared]
      .filter((kind) => !used.has(kind))
      .map((kind) => `${area.name}: auditKinds lists "${kind}", which its code never names`),
  ];
};

// ---- resolvers --------------------------------------------------------------------------------------------------

/** Fields two areas both resolve: the merge keeps one of them silently. */
const doublyResolved = (list: readonly Area[]): string[] => {
  const owner = new Map<string, string>();
  return list.flatMap((area) =>
    Object.entries(area.resolvers ?? {}).flatMap(([type, fields]) =>
      Object.keys(fields as object).flatMap((field) => {
        const key = `${type}.${field}`;
        const other = owner.get(key);
        owner.set(key, area.name);
        return other ? [`${key} is resolved by ${other} and ${area.name}`] : [];
      }),
    ),
  );
};

describe('the area manifests', () => {
  const manifests = registeredManifests(ROOT);
  const folders = fs
    .readdirSync(path.join(ROOT, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !KIT.has(entry.name))
    .map((entry) => entry.name);

  it('registers one manifest per area folder, named after it', () => {
    expect(folders.length).toBeGreaterThan(15);
    expect(unregistered(folders, manifests)).toEqual([]);
    expect(areas.map((area) => `server/${area.name}/${area.name}.area.ts`).sort()).toEqual([...manifests].sort());
    expect(unregistered(['storage', 'nowhere'], [])).toEqual([
      'server/storage/storage.area.ts is not registered in server/areas.ts',
      'server/nowhere has no nowhere.area.ts',
    ]);
  });

  it("gives codegen the manifests' own mappers (it reads them from the files' text)", () => {
    for (const area of areas) expect(manifestMappers(ROOT, `server/${area.name}/${area.name}.area.ts`)).toEqual(area.mappers ?? {});
  });

  it('maps every type whose resolvers read a row, by the area whose schema file defines it', () => {
    const schemaFiles = typesBySchemaFile();
    expect(unmappedTypes(areas, schemaFiles)).toEqual([]);
    const storage = areas.find((area) => area.name === 'storage') as Area;
    const { StorageRecord: _dropped, ...mappers } = storage.mappers ?? {};
    expect(unmappedTypes([...areas.filter((area) => area !== storage), { ...storage, mappers }], schemaFiles)).toEqual([
      `StorageRecord (${SCHEMA_DIR}/storage.graphql) has field resolvers but storage.area.ts maps it to no row`,
    ]);
  });

  it('maps only to types of the schema and rows that exist', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const types = new Set(
      Object.values(schema.getTypeMap())
        .filter(isObjectType)
        .map((type) => type.name),
    );
    expect(brokenMappers(areas, types)).toEqual([]);
    expect(
      brokenMappers([{ name: 'storage', mappers: { StorageRecord: './storage.rows#NoSuchRow', Nothing: './storage.rows#X' } }], types),
    ).toEqual([
      'server/storage/storage.rows.ts exports no type NoSuchRow (StorageRecord)',
      'storage.area.ts maps Nothing, which no schema file defines',
    ]);
  });

  it("gives every machine record its replay entry and every event's input", () => {
    const machines = areas.flatMap((area) => (area.machines ?? []).map((machine) => ({ area, machine })));
    expect(machines.map(({ machine }) => machine.entityKind).sort()).toEqual(Object.keys(REPLAYABLE).sort());
    expect(machines.flatMap(({ area, machine }) => machineGaps(area, machine, REPLAYABLE))).toEqual([]);
    const storage = machines.find(({ area }) => area.name === 'storage') as (typeof machines)[number];
    const { Storage: _dropped, ...others } = REPLAYABLE;
    expect(machineGaps({ ...storage.area, auditKinds: [] }, { ...storage.machine, required: undefined }, others)).toEqual([
      'storage: no replay entry for "Storage" (src/machines/domain/<machine>.replay.ts, listed in replays.ts)',
      'storage: auditKinds misses its machine\'s "Storage"',
      'storage: storage.cancel carries a payload but its record declares no input schema for it (required)',
      'storage: storage.problem carries a payload but its record declares no input schema for it (required)',
    ]);
  });

  it('declares every record number kind the code uses, once', () => {
    const declared = new Set(manifests.flatMap((manifest) => declaredNumberNames(read(manifest))));
    const sources = new Map(folders.flatMap(sourcesOf).map((file) => [file, read(file)]));
    const calls = [...sources.values()].flatMap((text) => [...text.matchAll(NUMBER_CALL)]);
    expect(calls.length).toBeGreaterThan(8);
    expect(undeclaredNumbers(sources, declared)).toEqual([]);
    expect(clashingNumbers(areas)).toEqual([]);
    const withoutStorage = new Set([...declared].filter((name) => name !== 'STORAGE_RECORD_NUMBERS'));
    expect(undeclaredNumbers(sources, withoutStorage)).toEqual([
      'server/storage/storage.records.ts numbers STORAGE_RECORD_NUMBERS, which no manifest lists in recordNumbers',
    ]);
    const storage = areas.find((area) => area.name === 'storage') as Area;
    expect(clashingNumbers([storage, { ...storage, name: 'copy' }])).toEqual([
      'copy and storage both declare the kind storageRecord',
      'copy and storage both declare the counter STORAGE_RECORD',
      'copy and storage both declare the prefix SR',
    ]);
  });

  it('declares the audit kinds each area writes', () => {
    expect(areas.flatMap((area) => auditKindGaps(area, sourcesOf(area.name).map(read)))).toEqual([]);
    expect(
      auditKindGaps({ name: 'sample', auditKinds: ['Stale'] }, ["auditAs(ctx, who, { entityKind: 'Samples', entityId: id })"]),
    ).toEqual([
      'sample: its code names the audit kind "Samples"; add it to auditKinds',
      'sample: auditKinds lists "Stale", which its code never names',
    ]);
  });

  it('resolves each field in one area only, and names each job once', () => {
    expect(doublyResolved(areas)).toEqual([]);
    expect(
      doublyResolved([
        { name: 'a', resolvers: { Order: { quote: () => null } } },
        { name: 'b', resolvers: { Order: { quote: () => null } } },
      ]),
    ).toEqual(['Order.quote is resolved by a and b']);
    const jobs = areas.flatMap((area) => area.jobs ?? []).map((job) => job.name);
    expect(jobs.length).toBeGreaterThan(2);
    expect(new Set(jobs).size).toBe(jobs.length);
  });

  it('runs each job at start and on its interval, logs a failed run by name, and stops them all', async () => {
    vi.useFakeTimers();
    try {
      const runs: string[] = [];
      const failures: string[] = [];
      const jobs = [
        { name: 'tick', every: 1000, run: async () => runs.push('tick') },
        { name: 'broken', every: 5000, run: async () => Promise.reject(new Error('down')) },
      ];
      const stop = startJobs(jobs, {} as Pick<AreaDeps, 'db' | 'events' | 'media'>, (message) => failures.push(message));
      await vi.advanceTimersByTimeAsync(2500);
      expect(runs).toEqual(['tick', 'tick', 'tick']);
      expect(failures).toEqual(['broken failed']);
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
