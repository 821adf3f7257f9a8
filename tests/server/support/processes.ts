/**
 * Real processes for the fault tests: a PostgreSQL cluster of its own (so it can be killed without taking the suite's
 * database with it), a Redis server, and Legwork itself started the way `npm start` starts it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server binaries (postgresql-15), or null where they are not installed. */
export const postgresBin = (): string | null => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return bin ?? null;
};

export const redisServerBin = (): string | null => {
  const found = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));
  return found ?? null;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const waitFor = async (what: string, ready: () => Promise<boolean> | boolean, ms = 30_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not ready within ${ms} ms`);
};

const isRoot = () => process.getuid?.() === 0;

export type PostgresCluster = {
  url: string;
  /** kill -9 of every server process, backends first, then the postmaster: no shutdown, no checkpoint, a crash. */
  kill(): Promise<void>;
  /** Starts the cluster again on the same port; PostgreSQL recovers from its WAL first. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A throwaway cluster with PostgreSQL's durable defaults (fsync and synchronous_commit on), unlike the suite's
 * cluster, which trades durability for speed: what a crash may lose here, it may lose in production. The postmaster
 * is this process's child (setpriv execs it as `postgres`), so a kill -9 is reaped here and the lock file is free.
 */
export const startPostgresCluster = async (bin: string): Promise<PostgresCluster> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-fault-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const initdb = [path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'];
  execFileSync(isRoot() ? 'runuser' : initdb[0], isRoot() ? ['-u', 'postgres', '--', ...initdb] : initdb.slice(1), { stdio: 'pipe' });
  const postgres = [path.join(bin, 'postgres'), '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'];
  let child: ChildProcess | null = null;
  let log = '';
  const start = async () => {
    const [command, ...args] = isRoot() ? ['setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups', ...postgres] : postgres;
    const started = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    started.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    child = started;
    await waitFor(`PostgreSQL on ${port}`, () => {
      if (started.exitCode !== null) throw new Error(`PostgreSQL exited with ${started.exitCode}:\n${log}`);
      return log.includes('ready to accept connections');
    });
    log = '';
  };
  const kill = async () => {
    const running = child;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    execFileSync('pkill', ['-KILL', '-P', String(running.pid)], { stdio: 'ignore' });
    running.kill('SIGKILL');
    await exited;
    child = null;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill,
    start,
    stop: async () => {
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

export type RedisServer = { url: string; kill(): void; start(): Promise<void>; stop(): void };

export const startRedis = async (bin: string): Promise<RedisServer> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-fault-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: 'ignore',
    });
    await waitFor('redis', () => canConnect(port));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => {
      child?.kill('SIGKILL');
      child = null;
    },
    start,
    stop: () => {
      child?.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

/** `node --import tsx server/main.ts` as `npm start` runs it, with everything it prints collected. */
const spawnServer = (env: Record<string, string>) => {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: unknown) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
};

/** Legwork (migrate, seed the demo, listen) in a process of its own, once it says it is ready. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-fault-data-'));
  const { child, output } = spawnServer({ DATA_DIR: dataDir, PORT: String(port), REDIS_URL: '', ...env });
  await waitFor(
    'legwork',
    () => {
      if (child.exitCode !== null) throw new Error(`legwork exited with ${child.exitCode}:\n${output()}`);
      return output().includes('Legwork is ready');
    },
    120_000,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Legwork run to its end (a start that fails): its exit code and everything it printed. */
export const runServerToExit = (env: Record<string, string>, ms = 60_000) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const { child, output } = spawnServer(env);
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
