/** The first-load JavaScript budgets: what each checked page loads, in brotli bytes on the wire. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT, loadedFile, shellFiles, staticClosure } from './paths.mjs';

/**
 * What each checked page loads on top of the entry: its lazy layout and page (sources, as in the metafile), and
 * its budget of JavaScript on the wire (brotli, as a browser is sent it). Over budget fails the build.
 */
export const BUDGETS = [
  { page: '/login', limitKb: 100, lazy: ['src/views/auth/LoginPage.tsx'] },
  {
    page: '/dashboard',
    limitKb: 140,
    lazy: ['src/views/kit/layouts/DefaultLayout.tsx', 'src/views/dashboard/DashboardPage.tsx'],
  },
  { page: '/portal', limitKb: 140, lazy: ['src/views/kit/layouts/PortalLayout.tsx', 'src/views/portal/PortalHomePage.tsx'] },
];

/** Bytes on the wire of these output files: their precompressed `.br` siblings. */
const wireKb = async (files) => {
  let total = 0;
  for (const file of files) total += (await fs.stat(path.join(ROOT, `${file}.br`))).size;
  return total / 1024;
};

/** Brotli JS each checked page loads: the entry's static closure plus its lazy layout/page and their imports. */
export const bundleReport = async (metafile) => {
  const rows = [];
  for (const budget of BUDGETS) {
    const lazy = budget.lazy.map((source) => loadedFile(metafile, source));
    if (lazy.some((file) => !file)) throw new Error(`No lazy chunk for ${budget.page}: ${budget.lazy.join(', ')}`);
    const files = [...new Set([...shellFiles(metafile), ...staticClosure(metafile, lazy)])];
    rows.push({ ...budget, files, kb: await wireKb(files) });
  }
  return rows;
};

/** Prints each checked page's row and fails when one is over its budget. */
export const checkBudgets = (rows) => {
  const over = [];
  for (const row of rows) {
    const verdict = row.kb <= row.limitKb ? 'ok' : 'OVER BUDGET';
    if (row.kb > row.limitKb) over.push(row.page);
    console.log(
      `${row.page.padEnd(11)} ${row.kb.toFixed(1).padStart(6)} KB JS on the wire, brotli (${row.files.length} files, budget ${row.limitKb} KB) ${verdict}`,
    );
  }
  if (over.length > 0) throw new Error(`Over the JavaScript budget: ${over.join(', ')} (scripts/build/budgets.mjs BUDGETS)`);
};
