import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './lib';

/**
 * The TLS front production runs behind (docs/operations.md: "TLS in front"; nginx, Caddy, a cloud load balancer),
 * for the Lighthouse rows: HTTPS with HTTP/2 to the browser (ALPN, falling back to HTTP/1.1), plain HTTP/1.1 to the
 * app on `target`, WebSocket upgrades passed through. A throwaway self-signed certificate for 127.0.0.1, made with
 * openssl; the benchmark's Chromium is started with --ignore-certificate-errors.
 */
export type TlsFront = { url: string; close(): Promise<void> };

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

const selfSigned = () => {
  const dir = tempDir('legwork-bench-tls-');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {
      stdio: 'ignore',
    },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
};

const serveTlsFront = async (target: string, port: number): Promise<TlsFront> => {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    // As a front passes them on (nginx: `proxy_set_header Host $host`): the address the browser used, and https.
    headers.host = String(request.headers[':authority'] ?? request.headers.host ?? upstream.host);
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // graphql-ws: the browser opens its socket over HTTP/1.1 (the front does not offer RFC 8441), passed through as bytes.
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const raw = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      lines.push('X-Forwarded-Proto: https');
      raw.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) raw.write(head);
      raw.pipe(socket);
      socket.pipe(raw);
    });
    const close = () => {
      raw.destroy();
      socket.destroy();
    };
    raw.on('error', close);
    socket.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Chromium keeps its HTTP/2 sessions open: end them so close() returns.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
};

/**
 * The front in a process of its own, as nginx is: in the benchmark's process it would share an event loop with
 * Lighthouse, which handles every trace event of the page it measures, and each file's answer would wait behind
 * them (Lighthouse then takes that wait for the server's response time and adds it to every simulated request).
 */
export const startTlsFront = async (target: string, port: number): Promise<TlsFront> => {
  const child = fork(new URL(import.meta.url).pathname, [target, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the TLS front exited (${code}) before it listened`)));
  });
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
};

// Run as the child of startTlsFront: serve, say so, and close when told to stop.
if (process.send && process.argv[1] === new URL(import.meta.url).pathname) {
  const [target, port] = process.argv.slice(2);
  const front = await serveTlsFront(String(target), Number(port));
  process.send('listening');
  process.once('SIGTERM', () => void front.close().then(() => process.exit(0)));
}
