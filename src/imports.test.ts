/**
 * The import rules (issues 12 and 28): no import cycle anywhere in server/ and src/, lazy `import()` calls included
 * (a lazy chunk that imports its loader back ties the two as firmly as a static import does); the layers only import
 * downwards (views → machines → domain; the server uses machines and domain, never views); and in the views the kit
 * (src/views/kit/) never imports an area, while an area imports another area only through its public face
 * (`<area>/public.ts`). Every import and export-from is read, type-only ones included: a type cycle still ties files
 * together.
 * src/generated is left out: codegen writes it, and its resolver types name server types on purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['server', 'src'];
const SKIPPED = new Set(['node_modules', path.join('src', 'generated')]);

type Edge = { to: string; dynamic: boolean; typeOnly?: boolean };
type Graph = ReadonlyMap<string, readonly Edge[]>;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(file) || SKIPPED.has(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });

/**
 * Source without comments, so an import written in a doc comment is not read as one. Quotes and template
 * literals are skipped whole; a quote opens a string for its line only (a quote inside a regex cannot run on).
 */
const withoutComments = (text: string): string => {
  let out = '';
  let quote: string | null = null;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quote) {
      out += char;
      if (char === '\\') out += text[++at] ?? '';
      else if (char === quote || (char === '\n' && quote !== '`')) quote = null;
    } else if (char === '/' && text[at + 1] === '/') {
      while (at < text.length && text[at] !== '\n') at += 1;
      out += '\n';
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      at = end === -1 ? text.length : end + 1;
    } else {
      if (char === "'" || char === '"' || char === '`') quote = char;
      out += char;
    }
  }
  return out;
};

// `import … from 'x'`, `import type … from 'x'`, `export … from 'x'` (over several lines), `import 'x'`, `import('x')`.
const STATIC_FROM = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"`]([^'"`]+)['"`]\s*\)/g;

/** `import type {…}`, `export type {…}` or braces naming types only: nothing of it is loaded at run time. */
const isTypeOnly = (statement: string): boolean => {
  if (/^\s*(import|export)\s+type\b/.test(statement)) return true;
  const names =
    /\{([^}]*)\}/
      .exec(statement)?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? [];
  return names.length > 0 && names.every((name) => name.startsWith('type ')) && !/^\s*import\s+\w+\s*,/.test(statement);
};

type Specifier = { specifier: string; dynamic: boolean; typeOnly: boolean };

/** Import specifiers of a file: static imports and export-froms (type-only too), and `import()` calls (lazy chunks). */
const specifiersOf = (file: string): Specifier[] => {
  const text = withoutComments(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  return [
    ...[...text.matchAll(STATIC_FROM)].map((match) => ({ specifier: match[1], dynamic: false, typeOnly: isTypeOnly(match[0]) })),
    ...[...text.matchAll(SIDE_EFFECT)].map((match) => ({ specifier: match[1], dynamic: false, typeOnly: false })),
    ...[...text.matchAll(DYNAMIC)].map((match) => ({ specifier: match[1], dynamic: true, typeOnly: false })),
  ];
};

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A project file for a relative or `@/` specifier; packages and node: modules are not ours. */
const resolve = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    const full = path.join(ROOT, file);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return file.split(path.sep).join('/');
  }
  return null;
};

const files = SCANNED.flatMap(sourceFiles).map((file) => file.split(path.sep).join('/'));
const imports = new Map<string, Edge[]>(
  files.map((file) => [
    file,
    specifiersOf(file).flatMap(({ specifier, dynamic, typeOnly }) => {
      const to = resolve(file, specifier);
      return to ? [{ to, dynamic, typeOnly }] : [];
    }),
  ]),
);
const graph: Graph = new Map([...imports].map(([file, edges]) => [file, edges.filter((edge) => !edge.to.startsWith('src/generated/'))]));

/** Strongly connected components of the import graph (Tarjan), each of more than one file or a self-import. */
const cyclicGroups = (graph: Graph, withLazy = true): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const staticEdges = (file: string) => (graph.get(file) ?? []).filter((edge) => withLazy || !edge.dynamic).map((edge) => edge.to);
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of staticEdges(file)) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || staticEdges(file).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups;
};

/** One concrete cycle through a group's first file (breadth first, so the shortest), as `a → b → a`. */
const cycleThrough = (graph: Graph, group: string[], withLazy = true): string => {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const { to, dynamic } of graph.get(file) ?? []) {
      if ((dynamic && !withLazy) || !members.has(to)) continue;
      if (to === start) {
        const chain = [file];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]) as string);
        return [...chain, start].join(' → ');
      }
      if (!previous.has(to)) {
        previous.set(to, file);
        queue.push(to);
      }
    }
  }
  return group.join(', ');
};

/** Files reachable from an entry, through static and lazy imports alike (what a bundle or process can load). */
const reachableFrom = (entry: string): Set<string> => {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const { to } of graph.get(queue.shift() as string) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
};

/** Layer rules: files under `from` import nothing under any of `banned` (lazy imports count too). */
const RULES: { from: string; banned: string[]; why: string }[] = [
  { from: 'server/', banned: ['src/views/'], why: 'the server shares machines and domain, never React views' },
  { from: 'src/', banned: ['server/'], why: 'the client never imports the server (docs/architecture.md#layers-and-imports)' },
  { from: 'src/machines/', banned: ['src/views/'], why: 'machines are pure and shared with the server' },
  { from: 'src/domain/', banned: ['src/views/', 'src/machines/'], why: 'domain is the bottom layer' },
  { from: 'src/routes.ts', banned: ['src/views/'], why: 'the route table loads without any view' },
];

/** The views' folder an src/views file belongs to: 'kit', an area's name, or null for the root (App, the registries). */
const viewFolderOf = (file: string): string | null => {
  const parts = file.split('/');
  return parts[0] === 'src' && parts[1] === 'views' && parts.length > 3 ? parts[2] : null;
};

/** What another area may import of an area: its public face (and its pages, for the page registry). */
const isPublicFace = (file: string): boolean => /^src\/views\/[^/]+\/(public|pages)\.ts$/.test(file);

/**
 * Breaches of the views' rules: the kit imports no area (the router reads the page registry, src/views/pages.ts, and
 * nothing else outside the kit); an area imports another area only through that area's public face; an area's pages
 * are imported by the page registry alone.
 */
const viewBreaches = (graph: Graph): string[] =>
  [...graph].flatMap(([file, edges]) => {
    const from = viewFolderOf(file);
    return edges.flatMap(({ to }) => {
      if (!to.startsWith('src/views/') || isTestFile(file)) return [];
      const target = viewFolderOf(to);
      if (from === 'kit') return target === 'kit' || to === 'src/views/pages.ts' ? [] : [`${file} → ${to} (the kit imports an area)`];
      if (target === null || target === 'kit' || target === from) return [];
      if (to.endsWith('/public.ts') || (to.endsWith('/pages.ts') && file === 'src/views/pages.ts')) return [];
      return [`${file} → ${to} (another area's internals: import its public.ts)`];
    });
  });

/** The server's kit folders: they serve every area and name none (the demo seed, db/seed, builds on the areas' rows). */
const SERVER_KIT = new Set(['auth', 'db', 'geo', 'graphql', 'http', 'mail', 'media', 'pdf', 'pricing', 'records', 'transitions', 'vin']);

/** The server folder a file belongs to (an area or a kit folder), or null for server/*.ts (the registry, app, serve). */
const serverFolderOf = (file: string): string | null => {
  const parts = file.split('/');
  return parts[0] === 'server' && parts.length > 2 ? parts[1] : null;
};

/**
 * Breaches of the server's rules: an area imports another area's rows, loaders or public face only; a kit folder
 * imports no area (but for the demo seed); only server/areas.ts imports a manifest (`<area>.area.ts`).
 */
const serverBreaches = (graph: Graph): string[] =>
  [...graph].flatMap(([file, edges]) => {
    const from = serverFolderOf(file);
    if (!file.startsWith('server/') || isTestFile(file)) return [];
    return edges.flatMap(({ to }) => {
      const target = serverFolderOf(to);
      if (to.endsWith('.area.ts')) return file === 'server/areas.ts' || target === from ? [] : [`${file} → ${to} (a manifest)`];
      if (target === null || target === from || SERVER_KIT.has(target)) return [];
      if (from !== null && SERVER_KIT.has(from) && !file.startsWith('server/db/seed/'))
        return [`${file} → ${to} (the kit imports an area)`];
      const name = to.split('/').pop() ?? '';
      return new RegExp(`^${target}\\.(rows|loaders|public)\\.ts$`).test(name) ? [] : [`${file} → ${to} (another area's internals)`];
    });
  });

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('src/testing/');

describe('the import graph', () => {
  it('reads the project', () => {
    // The walk and the resolver work: a known import is found, so the rules below are not vacuously true.
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get('src/main.tsx')?.map((edge) => edge.to)).toContain('src/views/App.tsx');
  });

  it('tells type-only imports from the others', () => {
    expect(isTypeOnly("import type { A } from './a'")).toBe(true);
    expect(isTypeOnly("import { type A, type B } from './a'")).toBe(true);
    expect(isTypeOnly("export type { A } from './a'")).toBe(true);
    expect(isTypeOnly("import { type A, B } from './a'")).toBe(false);
    expect(isTypeOnly("import A, { type B } from './a'")).toBe(false);
    expect(isTypeOnly("import * as a from './a'")).toBe(false);
  });

  it('finds a cycle, type-only or not, through a lazy import too', () => {
    const edges = (...to: string[]) => to.map((file) => ({ to: file, dynamic: file.endsWith('lazy') }));
    const sample: Graph = new Map([
      ['a', edges('b')],
      ['b', edges('c', 'a.lazy')],
      ['c', edges('a', 'd')],
      ['d', edges('d')],
      ['a.lazy', edges('b')],
    ]);
    const staticOnly = cyclicGroups(sample, false);
    expect(staticOnly.map((group) => cycleThrough(sample, group, false)).sort()).toEqual(['a → b → c → a', 'd → d']);
    const withLazy = cyclicGroups(sample);
    expect(withLazy.map((group) => group.length).sort()).toEqual([1, 4]);
    expect(withLazy.map((group) => cycleThrough(sample, group)).sort()).toEqual(['a → b → c → a', 'd → d']);
  });

  it('has no import cycle', () => {
    const cycles = cyclicGroups(graph).map((group) => `${group.length} files: ${cycleThrough(graph, group)}`);
    expect(cycles).toEqual([]);
  });

  it('keeps the kit apart from the areas, and areas apart from each other but for their public faces', () => {
    expect(viewBreaches(graph)).toEqual([]);
    // The rule can fail: a kit file importing an area, and an area reaching into another's folder, are both caught.
    const sample: Graph = new Map([
      ['src/views/kit/ui/Button.tsx', [{ to: 'src/views/orders/list/OrdersPage.tsx', dynamic: true }]],
      ['src/views/dispatch/LegPanel.tsx', [{ to: 'src/views/orderLegs/useLegTransition.ts', dynamic: false }]],
      ['src/views/dispatch/Board.tsx', [{ to: 'src/views/orderLegs/public.ts', dynamic: false }]],
    ]);
    expect(viewBreaches(sample)).toHaveLength(2);
    expect(isPublicFace('src/views/orderLegs/public.ts')).toBe(true);
  });

  it("keeps the server's kit apart from its areas, and areas apart from each other but for rows, loaders and public faces", () => {
    expect(serverBreaches(graph)).toEqual([]);
    const sample: Graph = new Map([
      ['server/graphql/schema.ts', [{ to: 'server/orders/orders.service.ts', dynamic: false }]],
      ['server/dispatch/dispatch.service.ts', [{ to: 'server/orders/orders.mutations.ts', dynamic: false }]],
      ['server/dispatch/dispatch.plan.ts', [{ to: 'server/orders/orders.rows.ts', dynamic: false }]],
      ['server/app.ts', [{ to: 'server/storage/storage.area.ts', dynamic: false }]],
    ]);
    expect(serverBreaches(sample)).toHaveLength(3);
  });

  it.each(RULES)('$from imports nothing under $banned ($why)', ({ from, banned }) => {
    const breaches = [...graph].flatMap(([file, edges]) =>
      file.startsWith(from)
        ? edges.filter((edge) => banned.some((prefix) => edge.to.startsWith(prefix))).map((edge) => `${file} → ${edge.to}`)
        : [],
    );
    expect(breaches).toEqual([]);
  });

  it('loads each enum in the SPA from its own module, never through the enums index (a page then loads only its enums)', () => {
    const viaIndex = [...imports].flatMap(([file, edges]) =>
      file.startsWith('src/') ? edges.filter((edge) => edge.to === 'src/generated/enums/index.ts' && !edge.typeOnly).map(() => file) : [],
    );
    expect(viaIndex).toEqual([]);
  });

  it('keeps test kits out of the SPA and the server', () => {
    const loaded = [...reachableFrom('src/main.tsx'), ...reachableFrom('server/main.ts')];
    expect(loaded.length).toBeGreaterThan(100);
    expect(loaded.filter(isTestFile)).toEqual([]);
  });
});
