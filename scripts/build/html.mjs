/** dist/index.html (the shell's tags put into public/index.html) and the rest of public/ copied as it is. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { BOOT, DIST, ENTRY, PUBLIC, href, outputFor, staticClosure } from './paths.mjs';

/** The shell's stylesheet (scripts/build/css.mjs), its modules preloaded, the boot script and the entry. */
export const writeIndex = async (metafile, stylesheets) => {
  const entry = outputFor(metafile, ENTRY);
  const boot = outputFor(metafile, BOOT);
  const preload = staticClosure(metafile, [boot, entry]).filter((file) => file !== entry && file !== boot);
  const cssName = stylesheets.shell;
  const tags = [
    `<link rel="stylesheet" href="${cssName}">`,
    ...preload.map((file) => `<link rel="modulepreload" href="${href(file)}">`),
    // async: the boot script runs as soon as its few modules are in, not in document order behind anything.
    `<script type="module" async src="${href(boot)}"></script>`,
    `<script type="module" src="${href(entry)}"></script>`,
  ].join('\n    ');
  const template = await fs.readFile(path.join(PUBLIC, 'index.html'), 'utf8');
  if (!template.includes('<!-- app:assets -->')) throw new Error('public/index.html lacks <!-- app:assets -->');
  await fs.writeFile(path.join(DIST, 'index.html'), template.replace('<!-- app:assets -->', tags));
  return { entry, cssName };
};

export const copyPublic = async () => {
  const entries = await fs.readdir(PUBLIC, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name === 'index.html') continue;
    await fs.cp(path.join(PUBLIC, entry.name), path.join(DIST, entry.name), { recursive: true });
  }
};
