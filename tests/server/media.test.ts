import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../server/media/media.routes';
import { imageSize } from '../../server/media/imageSize';
import { Worker } from 'node:worker_threads';
import { downscale, makeThumbnail, thumbnailWorker } from '../../server/media/thumbnails';
import { solidPng } from '../e2e/support/png';
import { heif, PDF } from './support/images';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf, uploadFile } from './support/helpers';
import { type InsertedOrder, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let dispatch: TestClient;
let order: InsertedOrder;
beforeAll(async () => {
  server = await startTestServer();
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  order = await orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East')).order();
});
afterAll(() => server?.close());

type Uploaded = { id: string; url: string; thumbnailUrl: string | null; fileName: string; mimeType: string };
const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, legId: string | null = null) =>
  uploadFile(
    dispatch,
    `mutation($file: File!) { uploadOrderMedia(orderId: "${order.id}", orderLegId: ${legId ? `"${legId}"` : 'null'}, category: PHOTOS,
      file: $file) { id url thumbnailUrl fileName mimeType } }`,
    'file',
    { bytes, name, type },
  );
const uploaded = async (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, legId: string | null = null) => {
  const result = await upload(bytes, name, type, legId);
  expect(result.errors).toBeUndefined();
  return (result.data as { uploadOrderMedia: Uploaded }).uploadOrderMedia;
};
const get = (path: string, client: TestClient | null = dispatch) =>
  fetch(`${server.url}${path}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
const png = (width: number, height: number, rgb: [number, number, number] = [30, 90, 200]) => new Uint8Array(solidPng(width, height, rgb));

describe('thumbnails', () => {
  it('makes a JPEG of at most 320 px a side for a PNG upload and serves it', async () => {
    const photo = await uploaded(png(640, 480), 'front.png', 'image/png', order.legIds[0]);
    expect(photo).toEqual({
      id: expect.any(String),
      url: `/media/${photo.id}/front.png`,
      thumbnailUrl: `/media/${photo.id}/front.png?thumb=1`,
      fileName: 'front.png',
      mimeType: 'image/png',
    });
    const thumbnail = await get(photo.thumbnailUrl as string);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(thumbnail.headers.get('content-disposition')).toBeNull();
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toEqual({ format: 'jpeg', width: 320, height: 240 });
    const original = await get(photo.url);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(imageSize(new Uint8Array(await original.arrayBuffer()))).toEqual({ format: 'png', width: 640, height: 480 });
    const listed = await dispatch.gql<{ order: { media: { id: string; thumbnailUrl: string | null }[] } }>(
      'query($id: ID!) { order(id: $id) { media { id thumbnailUrl } } }',
      { id: order.id },
    );
    expect(listed.data?.order.media).toContainEqual({ id: photo.id, thumbnailUrl: photo.thumbnailUrl });
  });

  it('decodes JPEG and keeps small images at their size', async () => {
    const jpeg = (await makeThumbnail(png(1200, 300))) as { bytes: Uint8Array<ArrayBuffer>; width: number; height: number };
    expect([jpeg.width, jpeg.height]).toEqual([320, 80]);
    const photo = await uploaded(jpeg.bytes, 'wide.jpg', 'image/jpeg');
    const thumbnail = await get(photo.thumbnailUrl as string);
    expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toEqual({ format: 'jpeg', width: 320, height: 80 });
    const tiny = await uploaded(png(12, 12), 'tiny.png', 'image/png');
    expect(imageSize(new Uint8Array(await (await get(tiny.thumbnailUrl as string)).arrayBuffer()))).toMatchObject({
      width: 12,
      height: 12,
    });
  });

  it('makes none for a PDF or a HEIC image, and answers 404 for it', async () => {
    const pdf = await uploaded(PDF, 'bill of lading.pdf', 'application/pdf');
    const heic = await uploaded(heif(4032, 3024), 'car.heic', 'image/heic');
    for (const file of [pdf, heic]) {
      expect(file.thumbnailUrl).toBeNull();
      expect((await get(`${file.url}?thumb=1`)).status).toBe(404);
      expect((await get(file.url)).status).toBe(200);
      expect(await one(server.db, 'SELECT thumbnail_hash AS hash FROM media WHERE id = $1', [file.id])).toEqual({ hash: null });
    }
  });

  it('refuses an image over 40 megapixels by its header, before storing anything', async () => {
    const bomb = png(1, 1);
    new DataView(bomb.buffer).setUint32(16, 10_000); // IHDR width
    new DataView(bomb.buffer).setUint32(20, 5_000); // IHDR height: 50 megapixels in a 70-byte file
    const before = await count(server.db, 'media WHERE order_id = $1', [order.id]);
    const result = await upload(bomb, 'bomb.png', 'image/png');
    expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toEqual({ file: ['The image may not be larger than 40 megapixels.'] });
    expect(await count(server.db, 'media WHERE order_id = $1', [order.id])).toBe(before);
    await expect(makeThumbnail(bomb)).rejects.toThrow(RangeError);
  });
});

describe('the thumbnail worker', () => {
  // The bundled server runs dist/server/thumbnail.worker.mjs; from source the same module runs under tsx.
  const WORKER = new URL('../../server/media/thumbnail.worker.ts', import.meta.url).href;
  const started: Worker[] = [];
  const start = () => {
    const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`, {
      eval: true,
    });
    started.push(worker);
    return worker;
  };
  afterAll(async () => {
    for (const worker of started) await worker.terminate();
  });

  it('answers each image with its own thumbnail, null or error, in another thread', async () => {
    const inWorker = thumbnailWorker(start);
    const bomb = png(1, 1);
    new DataView(bomb.buffer).setUint32(16, 10_000);
    new DataView(bomb.buffer).setUint32(20, 5_000);
    const source = png(640, 480);
    const [wide, tall, garbage, refused] = await Promise.allSettled([
      inWorker(source),
      inWorker(png(300, 900)),
      inWorker(new Uint8Array([1, 2, 3])),
      inWorker(bomb),
    ]);
    const size = (result: PromiseSettledResult<{ bytes: Uint8Array } | null>) =>
      result.status === 'fulfilled' && result.value ? imageSize(result.value.bytes) : null;
    expect(size(wide)).toEqual({ format: 'jpeg', width: 320, height: 240 });
    expect(size(tall)).toEqual({ format: 'jpeg', width: 107, height: 320 });
    expect(garbage).toEqual({ status: 'fulfilled', value: null });
    expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(RangeError);
    // The caller's bytes stay its own (a copy goes to the worker).
    expect(imageSize(source)).toEqual({ format: 'png', width: 640, height: 480 });
    expect(started).toHaveLength(1);
  });

  it('rejects what was waiting when the worker dies, and starts a new one for the next image', async () => {
    const inWorker = thumbnailWorker(start);
    const waiting = inWorker(png(64, 64));
    await started.at(-1)?.terminate();
    await expect(waiting).rejects.toThrow(/thumbnail worker stopped/);
    expect(imageSize((await inWorker(png(64, 64)))?.bytes as Uint8Array)).toEqual({ format: 'jpeg', width: 64, height: 64 });
    expect(started).toHaveLength(3);
  });
});

describe('download and access', () => {
  it('answers ?download=1 as an attachment with a safe file name', async () => {
    const file = await uploaded(PDF, 'Schäden (vorne).pdf', 'application/pdf');
    const response = await get(`${file.url}?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Sch_den (vorne).pdf"; filename*=UTF-8''Sch%C3%A4den%20%28vorne%29.pdf`,
    );
    // Browsers escape quotes and line breaks in multipart file names; a name from elsewhere may still hold them.
    expect(attachmentDisposition(' a "b"\r\n../c\\d.pdf')).toBe(
      `attachment; filename="a _b___.._c_d.pdf"; filename*=UTF-8''a%20_b___.._c_d.pdf`,
    );
    expect(attachmentDisposition('\n')).toBe(`attachment; filename="_"; filename*=UTF-8''_`);
    const photo = await uploaded(png(40, 20), 'side.png', 'image/png');
    const thumbnail = await get(`${photo.thumbnailUrl}&download=1`);
    expect(thumbnail.headers.get('content-disposition')).toBe(
      `attachment; filename="side.thumbnail.jpg"; filename*=UTF-8''side.thumbnail.jpg`,
    );
  });

  it('hides East files from a North user and a client user, and asks anonymous users to sign in', async () => {
    const photo = await uploaded(png(50, 50), 'east.png', 'image/png');
    const north = await signedIn(server.url, 'north-dispatch@legwork.test');
    const client = await signedIn(server.url, 'client@legwork.test');
    for (const path of [photo.url, photo.thumbnailUrl as string, `${photo.url}?download=1`]) {
      expect((await get(path, north)).status).toBe(404);
      expect((await get(path, client)).status).toBe(404);
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path)).status).toBe(200);
    }
  });
});

describe('downscale and imageSize', () => {
  it('averages areas and composites transparency over white', () => {
    // 4×2: left half opaque red and transparent, right half opaque blue.
    const data = new Uint8ClampedArray([
      255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255,
    ]);
    const small = downscale({ data, width: 4, height: 2 }, 2);
    expect([small.width, small.height]).toEqual([2, 1]);
    expect([...small.data]).toEqual([255, 128, 128, 255, 0, 0, 255, 255]);
    expect(downscale({ data, width: 4, height: 2 }, 320).width).toBe(4); // never enlarged
  });

  it('reads WebP and GIF headers, and nothing from other bytes', () => {
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8X'), 0);
    vp8x.set([0x3f, 0x1f, 0x00, 0x9f, 0x0f, 0x00], 24); // 8000 × 4000
    expect(imageSize(vp8x)).toEqual({ format: 'webp', width: 8000, height: 4000 });
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 0x40, 0x01, 0xf0, 0x00]);
    expect(imageSize(gif)).toEqual({ format: 'gif', width: 320, height: 240 });
    expect(imageSize(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });
});
