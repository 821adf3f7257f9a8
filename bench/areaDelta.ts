import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { BudgetRow } from '../esbuild.mjs';
import { ROOT, tempDir } from './lib';

/**
 * What one more area costs the first load (issue 12): copies of the project through `npm run codegen` and the
 * production build, one as it is, one with a synthetic area's schema (a schema file of ten types, a query and a
 * mutation) and its page (a new view folder, one document), and one where that page is also registered in the page
 * registry as every area's pages are. The rows are each checked page's JavaScript (brotli, chunk names alike) and
 * its difference from the copy as it is.
 */
const SCHEMA = `"A synthetic area for the bench: what ten more types cost the first load."
type BenchYard { id: ID! name: String! code: String! address: BenchAddress! bays: [BenchBay!]! manager: BenchContact createdAt: DateTime! }
type BenchAddress { line1: String! line2: String city: String! stateProvince: String! postalCode: String! }
type BenchBay { id: ID! label: String! capacity: Int! kind: BenchBayKind! occupancy: BenchOccupancy! }
type BenchOccupancy { used: Int! free: Int! updatedAt: DateTime! }
type BenchContact { id: ID! name: String! email: String phone: String }
type BenchMove { id: ID! yard: BenchYard! bay: BenchBay! vehicleVin: String! movedAt: DateTime! note: BenchNote }
type BenchNote { id: ID! body: String! author: String! }
type BenchYardPaginator { data: [BenchYard!]! paginatorInfo: PaginatorInfo! }
type BenchMoveResult { move: BenchMove! warnings: [String!]! }
enum BenchBayKind { INDOOR OUTDOOR COVERED }
input BenchMoveInput { yardId: ID! bayId: ID! vehicleVin: String! note: String }

extend type Query {
  benchYards(first: Int = 25, page: Int = 1, search: String): BenchYardPaginator!
}

extend type Mutation {
  benchMoveVehicle(input: BenchMoveInput!): BenchMoveResult!
}
`;

const PAGE = `import { useQuery } from 'urql';
import { graphql } from '@/generated';

const BenchYardsQuery = graphql(\`
  query BenchYards($search: String) {
    benchYards(first: 25, search: $search) {
      data {
        id
        name
        code
        address { line1 city stateProvince postalCode }
        bays { id label capacity kind occupancy { used free updatedAt } }
        manager { id name email phone }
      }
      paginatorInfo { total currentPage lastPage }
    }
  }
\`);

export const BenchYardsPage = () => {
  const [{ data }] = useQuery({ query: BenchYardsQuery, variables: {} });
  return <ul>{data?.benchYards.data.map((yard) => <li key={yard.id}>{yard.name}</li>)}</ul>;
};
`;

const PAGES_TABLE = 'src/views/pages.ts';
const AREA_LIST = 'export const AREA_PAGES: readonly Readonly<Record<string, Page>>[] = [';

const AREA_PAGES_FILE = `import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

export const BENCH_PAGES: Record<string, Page> = {
  'bench-yards': lazyView(() => import('./BenchYardsPage').then((m) => m.BenchYardsPage)),
};
`;

const copyProject = (dir: string) => {
  for (const entry of ['src', 'public', 'scripts', 'esbuild.mjs', 'codegen.yml', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
};

/** The area as an area is added: its schema file, its view folder with a page, and (`register`) its registry entry. */
const addArea = (dir: string, register: boolean) => {
  fs.writeFileSync(path.join(dir, 'src/graphql/schema/benchArea.graphql'), SCHEMA);
  fs.mkdirSync(path.join(dir, 'src/views/benchArea'));
  fs.writeFileSync(path.join(dir, 'src/views/benchArea/BenchYardsPage.tsx'), PAGE);
  if (!register) return;
  fs.writeFileSync(path.join(dir, 'src/views/benchArea/pages.ts'), AREA_PAGES_FILE);
  const table = fs.readFileSync(path.join(dir, PAGES_TABLE), 'utf8');
  if (!table.includes(AREA_LIST)) throw new Error(`${PAGES_TABLE} no longer lists the areas as "${AREA_LIST}"`);
  const registered = table.replace(AREA_LIST, `${AREA_LIST}\n  BENCH_PAGES,`);
  fs.writeFileSync(path.join(dir, PAGES_TABLE), `import { BENCH_PAGES } from './benchArea/pages';\n${registered}`);
};

const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};

/**
 * A page's files as brotli bytes, with the chunk names' hashes made alike first: a schema change renames chunks,
 * and new random names alone move brotli's count by up to ±0.2 KB, which is not what the area adds.
 */
const sameNamesKb = (dir: string, files: string[]) =>
  files.reduce((sum, file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/-[A-Z0-9]{8}\.js/g, '-HASH.js');
    return sum + zlib.brotliCompressSync(text, BROTLI).length;
  }, 0) / 1024;

/** Codegen and the production build in a copy; its esbuild.mjs builds into the copy's own dist/. */
const buildCopy = async (dir: string): Promise<BudgetRow[]> => {
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml'], { cwd: dir, stdio: 'ignore' });
  const { buildProduction } = (await import(pathToFileURL(path.join(dir, 'esbuild.mjs')).href)) as typeof import('../esbuild.mjs');
  return (await buildProduction()).rows.map((row) => ({ ...row, kb: sameNamesKb(dir, row.files) }));
};

const round = (kb: number) => Math.round(kb * 100) / 100;

type Row = { baselineKB: number; withAreaKB: number; deltaKB: number };

const compare = (before: BudgetRow[], after: BudgetRow[]): Record<string, Row> =>
  Object.fromEntries(
    before.map((row) => {
      const next = after.find((other) => other.page === row.page)?.kb ?? Number.NaN;
      return [row.page, { baselineKB: round(row.kb), withAreaKB: round(next), deltaKB: round(next - row.kb) }];
    }),
  );

export const areaDelta = async () => {
  const dirs = {
    baseline: tempDir('legwork-bench-area-base-'),
    schema: tempDir('legwork-bench-area-schema-'),
    page: tempDir('legwork-bench-area-page-'),
  };
  try {
    for (const dir of Object.values(dirs)) copyProject(dir);
    addArea(dirs.schema, false);
    addArea(dirs.page, true);
    const baseline = await buildCopy(dirs.baseline);
    return {
      /** The schema and a page that no layout reaches yet. */
      schemaOnly: compare(baseline, await buildCopy(dirs.schema)),
      /** …and the page registered, as a built area is. */
      withPage: compare(baseline, await buildCopy(dirs.page)),
    };
  } finally {
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  }
};
