import { parentPort } from 'node:worker_threads';
import { makeThumbnailHere, type ThumbnailReply } from './thumbnails';

// The thumbnail worker (bundled as dist/server/thumbnail.worker.mjs): one image at a time, its bytes transferred in
// and the thumbnail's transferred back.
parentPort?.on('message', async ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  let reply: ThumbnailReply;
  try {
    reply = { id, thumbnail: await makeThumbnailHere(bytes) };
  } catch (error) {
    reply = {
      id,
      error: error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) },
    };
  }
  const transfer = 'thumbnail' in reply && reply.thumbnail ? [reply.thumbnail.bytes.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(reply, transfer);
});
