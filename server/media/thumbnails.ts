import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ImageFormat, imageSize } from './imageSize';
import { mediaUrl } from './store';

/**
 * Thumbnails of uploaded JPEG, PNG and WebP images: decoded and encoded by the WebAssembly builds of MozJPEG,
 * libwebp and the Rust png crate (@jsquash/*: no native module, nothing downloaded at install), area-averaged in
 * plain JavaScript to at most THUMBNAIL_MAX_SIDE pixels a side, and stored as JPEG.
 */
export const THUMBNAIL_MAX_SIDE = 320;
export const THUMBNAIL_TYPE = 'image/jpeg';
/** Larger images are refused at upload: decoding one would take seconds and hundreds of megabytes. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type Pixels = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };
export type Thumbnail = { bytes: Uint8Array; width: number; height: number };

type Decoders = Record<Exclude<ImageFormat, 'gif'>, (bytes: ArrayBuffer) => Promise<Pixels>>;
type Codecs = { decode: Decoders; encode: (pixels: Pixels) => Promise<ArrayBuffer> };

// The Emscripten glue takes a compiled module first (its typings leave that out); its default, a fetch of a
// file: URL, fails in Node.
type EmscriptenInit = (
  module: WebAssembly.Module,
  overrides: { print(text: string): void; printErr(text: string): void },
) => Promise<unknown>;
// libjpeg writes warnings such as "Premature end of JPEG file" to stderr; a truncated upload is not worth a log line.
const QUIET = { print: () => undefined, printErr: () => undefined };

const wasm = async (file: string) => WebAssembly.compile(await fs.readFile(createRequire(import.meta.url).resolve(file)));

const load = async (): Promise<Codecs> => {
  const [jpegDecode, jpegEncode, pngDecode, webpDecode] = await Promise.all([
    import('@jsquash/jpeg/decode.js'),
    import('@jsquash/jpeg/encode.js'),
    import('@jsquash/png/decode.js'),
    import('@jsquash/webp/decode.js'),
  ]);
  const [jpegDec, jpegEnc, pngDec, webpDec] = await Promise.all([
    wasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
    wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'),
    wasm('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
    wasm('@jsquash/webp/codec/dec/webp_dec.wasm'),
  ]);
  await Promise.all([
    (jpegDecode.init as unknown as EmscriptenInit)(jpegDec, QUIET),
    (jpegEncode.init as unknown as EmscriptenInit)(jpegEnc, QUIET),
    (webpDecode.init as unknown as EmscriptenInit)(webpDec, QUIET),
    pngDecode.init(pngDec),
  ]);
  const pixels = (image: ImageData): Pixels => ({ data: image.data, width: image.width, height: image.height });
  return {
    decode: {
      // Phone photos are stored sideways with an EXIF orientation; the thumbnail shows them upright.
      jpeg: async (bytes) => pixels(await jpegDecode.default(bytes, { preserveOrientation: true })),
      png: async (bytes) => pixels(await pngDecode.decode(bytes)),
      webp: async (bytes) => pixels(await webpDecode.default(bytes)),
    },
    encode: (image) => jpegEncode.default(new ImageData(image.data, image.width, image.height), { quality: 75 }),
  };
};

let codecs: Promise<Codecs> | null = null;
const loadCodecs = () => {
  codecs ??= load().catch((error: unknown) => {
    codecs = null; // try again on the next upload
    throw error;
  });
  return codecs;
};

/** Whether an image is over IMAGE_MAX_PIXELS by its header (false for anything that is not a known image). */
export const exceedsPixelLimit = (bytes: Uint8Array) => {
  const size = imageSize(bytes);
  return size !== null && size.width * size.height > IMAGE_MAX_PIXELS;
};

/**
 * Area-averages the pixels down to fit a square of maxSide (never up), compositing transparency over white as
 * JPEG has none. Every source pixel lands in exactly one target pixel: one pass, no filter kernel.
 */
export const downscale = (source: Pixels, maxSide: number): Pixels => {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const column = new Int32Array(source.width);
  for (let x = 0; x < source.width; x += 1) column[x] = Math.min(width - 1, Math.floor((x * width) / source.width));
  const sums = new Float64Array(width * height * 4); // red, green and blue times alpha, and alpha
  const counts = new Float64Array(width * height);
  const s = source.data;
  for (let y = 0; y < source.height; y += 1) {
    const row = Math.min(height - 1, Math.floor((y * height) / source.height)) * width;
    for (let x = 0, i = y * source.width * 4; x < source.width; x += 1, i += 4) {
      const target = row + column[x];
      const o = target * 4;
      const alpha = s[i + 3];
      sums[o] += s[i] * alpha;
      sums[o + 1] += s[i + 1] * alpha;
      sums[o + 2] += s[i + 2] * alpha;
      sums[o + 3] += alpha;
      counts[target] += 1;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let target = 0; target < width * height; target += 1) {
    const full = counts[target] * 255;
    const white = 255 * (full - sums[target * 4 + 3]);
    for (let c = 0; c < 3; c += 1) data[target * 4 + c] = Math.round((sums[target * 4 + c] + white) / full);
    data[target * 4 + 3] = 255;
  }
  return { data, width, height };
};

/**
 * A JPEG thumbnail of a JPEG, PNG or WebP image, the format read from the bytes; null for other files (PDF,
 * HEIC, GIF) and for bytes that do not decode. Call exceedsPixelLimit first: this refuses to decode past it.
 * Runs in this thread; the server uses makeThumbnail, which hands the work to a worker thread.
 */
export const makeThumbnailHere = async (bytes: Uint8Array): Promise<Thumbnail | null> => {
  const size = imageSize(bytes);
  if (!size || size.format === 'gif' || size.width === 0 || size.height === 0) return null;
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw new RangeError(`An image of ${size.width}×${size.height} pixels is too large.`);
  const { decode, encode } = await loadCodecs();
  const image = await decode[size.format](new Uint8Array(bytes).buffer).catch(() => null); // Emscripten throws non-Errors
  if (!image || image.width === 0 || image.height === 0) return null;
  const small = downscale(image, THUMBNAIL_MAX_SIDE);
  return { bytes: new Uint8Array(await encode(small)), width: small.width, height: small.height };
};

// Decoding a 12-megapixel photo takes ~0.6 s of CPU: in the request's thread it would stall every other request for
// that long. The bundled server (dist/server/thumbnail.worker.mjs beside main.mjs) decodes in one worker thread,
// one image at a time; run from source (tests, the seed CLI) there is no worker file and the work stays here.
const WORKER_FILE = new URL('./thumbnail.worker.mjs', import.meta.url);
type Pending = { resolve: (thumbnail: Thumbnail | null) => void; reject: (error: Error) => void };
export type ThumbnailReply = { id: number; thumbnail: Thumbnail | null } | { id: number; error: { name: string; message: string } };

/**
 * makeThumbnailHere in a worker thread that `start` creates (running thumbnail.worker): one worker, started on first
 * use and again after it fails; a failure rejects what was waiting for it.
 */
export const thumbnailWorker = (start: () => Worker) => {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const launch = () => {
    const started = start();
    started.unref();
    started.on('message', (reply: ThumbnailReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply)
        waiting.reject(reply.error.name === 'RangeError' ? new RangeError(reply.error.message) : new Error(reply.error.message));
      else waiting.resolve(reply.thumbnail);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The thumbnail worker stopped (exit code ${code}).`)));
    return started;
  };
  return (bytes: Uint8Array): Promise<Thumbnail | null> => {
    worker ??= launch();
    const id = nextId++;
    const copy = new Uint8Array(bytes); // the caller keeps its bytes; the copy's buffer moves to the worker
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker?.postMessage({ id, bytes: copy }, [copy.buffer]);
    });
  };
};

const inWorker = thumbnailWorker(() => new Worker(WORKER_FILE));
let workerAvailable: boolean | null = null;

/** makeThumbnailHere, in the thumbnail worker when the server runs bundled. */
export const makeThumbnail = (bytes: Uint8Array): Promise<Thumbnail | null> => {
  workerAvailable ??= existsSync(fileURLToPath(WORKER_FILE));
  return workerAvailable ? inWorker(bytes) : makeThumbnailHere(bytes);
};

/** Served by GET /media/:id/:name?thumb=1 (server/http/media.routes.ts). */
export const thumbnailUrl = (media: { id: string; fileName: string }) => `${mediaUrl(media)}?thumb=1`;
