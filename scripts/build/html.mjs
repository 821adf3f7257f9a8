/** dist/index.html (the shell's tags put into public/index.html) and the rest of public/ copied as it is. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { BOOT, DIST, ENTRY, PUBLIC, href, loadedFile, shellFiles } from './paths.mjs';

/**
 * The build's id (the build watcher's running build: src/machines/app/buildWatcher.machine.ts), the shell's
 * stylesheet (scripts/build/css.mjs), its modules preloaded, the boot script and the entry. The shell's
 * rules are inline: a linked stylesheet holds the first paint back until it has arrived, a round trip after the
 * document on HTTP/1.1 (Lighthouse counted ~150 ms on its mobile preset). Its `<style>` carries the response's
 * nonce, put in by the server (`{nonce}`, server/http/static.ts), as the Content-Security-Policy allows no other.
 */
export const writeIndex = async (metafile, stylesheets, buildId) => {
  const entry = loadedFile(metafile, ENTRY);
  const boot = loadedFile(metafile, BOOT);
  const preload = shellFiles(metafile).filter((file) => file !== entry && file !== boot);
  const cssName = stylesheets.shell;
  const css = await fs.readFile(path.join(DIST, cssName), 'utf8');
  const tags = [
    `<meta name="legwork-build" content="${buildId}">`,
    `<style nonce="{nonce}">${css.trim()}</style>`,
    ...preload.map((file) => `<link rel="modulepreload" href="${href(file)}">`),
    // async: the boot script runs as soon as its few modules are in, not in document order behind anything.
    `<script type="module" async src="${href(boot)}"></script>`,
    `<script type="module" src="${href(entry)}"></script>`,
  ].join('\n    ');
  const template = await fs.readFile(path.join(PUBLIC, 'index.html'), 'utf8');
  if (!template.includes('<!-- app:assets -->')) throw new Error('public/index.html lacks <!-- app:assets -->');
  await fs.writeFile(path.join(DIST, 'index.html'), template.replace('<!-- app:assets -->', tags));
};

export const copyPublic = async () => {
  const entries = await fs.readdir(PUBLIC, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name === 'index.html') continue;
    await fs.cp(path.join(PUBLIC, entry.name), path.join(DIST, entry.name), { recursive: true });
  }
};
