import pg from 'pg';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export type Started = { process: ChildProcess; url: string; readyMs: number; stop(): Promise<void> };

/** Starts `command` with env and waits until GET /sanctum/csrf-cookie answers; returns the time to ready. */
export const startServer = async (command: string[], env: Record<string, string>, port: number): Promise<Started> => {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/sanctum/csrf-cookie`);
      if (response.status === 204) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`server not ready after 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = Math.round(performance.now() - started);
  return {
    process: child,
    url,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        // The whole process group: `npm start` runs the server as its own child.
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
};

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Signs in through the HTTP contract and mints a personal access token for load tests. */
export const bearerToken = async (url: string, email = 'admin@legwork.test'): Promise<string> => {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
  };
  keep(csrf);
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  });
  const login = await fetch(`${url}/login`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: 'password' }) });
  keep(login);
  const created = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ query: 'mutation { createPersonalAccessToken(input: { name: "bench" }) { plainTextToken } }' }),
  });
  const body = (await created.json()) as { data: { createPersonalAccessToken: { plainTextToken: string } } };
  return body.data.createPersonalAccessToken.plainTextToken;
};

/** A fresh, empty database `name` on the cluster of `url` (dropped first), so a bench part shares no data with others. */
export const freshDatabase = async (url: string, name: string): Promise<string> => {
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return fresh.toString();
};
