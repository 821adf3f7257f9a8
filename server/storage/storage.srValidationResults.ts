import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';

/**
 * The downloadable result of one run, kept as a file under DATA_DIR beside a small JSON of who may read it. A file
 * rather than rows or memory: a run against 200,000 records writes as it goes (memory stays flat), the download
 * sends the very result the summary counted (no second upload, no second run), and a day later it is swept away.
 */
export type ResultOwner = { tenantId: string; userId: string; fileName: string };

const KEEP_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const isResultToken = (token: string): boolean => TOKEN.test(token);

const directoryOf = (dataDir: string) => path.join(dataDir, 'sr-validation');
const csvPath = (dataDir: string, token: string) => path.join(directoryOf(dataDir), `${token}.csv`);
const ownerPath = (dataDir: string, token: string) => path.join(directoryOf(dataDir), `${token}.json`);

/** Removes results older than a day (each run sweeps, so nothing else has to). */
const sweep = async (directory: string) => {
  const now = Date.now();
  for (const name of await fs.promises.readdir(directory).catch(() => [] as string[])) {
    const file = path.join(directory, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > KEEP_MS) await fs.promises.rm(file, { force: true });
  }
};

export type ResultWriter = {
  token: string;
  /**
   * Buffers one line; every ~64 KB the buffer goes to disk and the promise returned says when the disk has caught up
   * (backpressure, so nothing piles up in memory). Null while the line only joined the buffer.
   */
  write(line: string): Promise<void> | null;
  /** Closes the file and records its owner: only then can it be downloaded. */
  finish(owner: ResultOwner): Promise<void>;
  /** A run that failed leaves nothing behind. */
  discard(): Promise<void>;
};

export const createResult = async (dataDir: string): Promise<ResultWriter> => {
  const directory = directoryOf(dataDir);
  await fs.promises.mkdir(directory, { recursive: true });
  await sweep(directory);
  const token = randomBytes(24).toString('base64url');
  const stream = fs.createWriteStream(csvPath(dataDir, token), { flags: 'wx' });
  // Lines are batched into ~64 KB writes: 250,000 one-line writes would cost more than the run itself.
  let buffered = '';
  const flush = async () => {
    if (buffered === '') return;
    const chunk = buffered;
    buffered = '';
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  return {
    token,
    write: (line) => {
      buffered += line;
      return buffered.length >= 64 * 1024 ? flush() : null;
    },
    finish: async (owner) => {
      await flush();
      stream.end();
      await once(stream, 'finish');
      await fs.promises.writeFile(ownerPath(dataDir, token), JSON.stringify(owner));
    },
    discard: async () => {
      stream.destroy();
      await fs.promises.rm(csvPath(dataDir, token), { force: true });
    },
  };
};

/** The owner of a finished result, or null when the token names none (never made, swept, or malformed). */
export const resultOwner = async (dataDir: string, token: string): Promise<ResultOwner | null> => {
  if (!isResultToken(token)) return null;
  const text = await fs.promises.readFile(ownerPath(dataDir, token), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as ResultOwner) : null;
};

export const resultStream = (dataDir: string, token: string) => fs.createReadStream(csvPath(dataDir, token));
