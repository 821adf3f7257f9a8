import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
});
afterAll(() => server?.close());

const LIST = '{ orders(first: 100) { data { id number state client { displayName } legs { id number status } } } }';
const SMALL = '{ me { email } }';

/** A raw POST /graphql as the signed-in admin (fetch would decode the body and hide what crossed the wire). */
const rawPost = (query: string, acceptEncoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const payload = JSON.stringify({ query });
    const request = http.request(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-encoding': acceptEncoding,
        cookie: admin.cookieHeader(),
        'x-xsrf-token': admin.xsrf,
        'x-tenant': admin.tenant,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(payload);
  });

describe('GraphQL answers on the wire', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, br;q=0', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('compresses a list for Accept-Encoding "%s" (%s), the same answer in a fraction of the bytes', async (accept, encoding, decode) => {
    const plain = await rawPost(LIST, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.body.toString());
    expect(answer.errors).toBeUndefined();
    expect(answer.data.orders.data.length).toBeGreaterThan(20);

    const compressed = await rawPost(LIST, accept);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(compressed.headers['server-timing']).toMatch(/^total;dur=/);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
    expect(JSON.parse(decode(compressed.body).toString())).toEqual(answer);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends a small answer as it is, and nothing compressed to a client that takes no coding', async () => {
    const small = await rawPost(SMALL, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.me.email).toBe('admin@legwork.test');
    const none = await rawPost(LIST, '');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString()).data.orders.data.length).toBeGreaterThan(20);
  });
});
