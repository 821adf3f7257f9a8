import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';

/** How much of a refused body the server still reads (and discards) so that the client sees the answer. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

/**
 * Reads the rest of a request body and throws it away, up to `maxBytes` and `maxMs`. True when the client finished
 * sending within them. A client such as `fetch` writes the whole body before it reads an answer: a server that answers
 * and closes while the body is still coming gives it a reset ("fetch failed"), never the answer.
 */
export const drainRequest = (raw: IncomingMessage, { maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {}): Promise<boolean> =>
  new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) return resolve(raw.readableEnded);
    let read = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.on('close', onClose);
    raw.resume();
  });

/**
 * 413 that every client reads: the rest of the body is drained first (within the bounds above), then the answer goes
 * out and the connection closes. A body past the bounds gets the answer and a closed connection at once.
 */
export const sendTooLarge = async (reply: FastifyReply, body: unknown) => {
  await drainRequest(reply.request.raw);
  return reply.code(413).header('connection', 'close').send(body);
};
