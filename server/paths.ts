import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder with package.json), whether running from server/*.ts or the bundled dist/server. */
const findRoot = (start: string): string => {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
};

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

export const fromRoot = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
