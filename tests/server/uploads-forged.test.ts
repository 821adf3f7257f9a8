import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../server/media/imageSize';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf, uploadFile, userIdOf } from './support/helpers';
import { GIF, HTML, heif, joined, jpeg, PDF, png, SVG, text, WEBP } from './support/images';
import { type InsertedOrder, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

// Uploads are typed by their content, never by the client's Content-Type or file name (server/media/detect.ts).
let server: TestServer;
let dispatch: TestClient;
let driver: TestClient;
let order: InsertedOrder;
beforeAll(async () => {
  server = await startTestServer();
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  driver = await signedIn(server.url, 'driver@legwork.test');
  order = await orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East')).order();
});
afterAll(() => server?.close());

type Uploaded = { id: string; url: string; thumbnailUrl: string | null; fileName: string; mimeType: string; size: number };
type Sent = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string };
const orderUpload = (orderId: string) => `mutation($file: File!) { uploadOrderMedia(orderId: "${orderId}", category: PHOTOS, file: $file) {
  id url thumbnailUrl fileName mimeType size } }`;
const AVATAR_UPLOAD = 'mutation($file: File!) { uploadAvatar(file: $file) { id url fileName mimeType size } }';

const uploadToOrder = (file: Sent) => uploadFile(dispatch, orderUpload(order.id), 'file', file);
const uploadAvatar = (file: Sent) => uploadFile(driver, AVATAR_UPLOAD, 'file', file);
const accepted = async (file: Sent) => {
  const result = await uploadToOrder(file);
  expect(result.errors).toBeUndefined();
  return (result.data as { uploadOrderMedia: Uploaded }).uploadOrderMedia;
};
const get = (url: string, client = dispatch) => fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader() } });

const filesIn = (dir: string): number =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? filesIn(path.join(dir, e.name)) : 1), 0)
    : 0;
/** Everything an upload could leave behind: media rows, audit rows and files in the media store. */
const footprint = async () => ({
  media: await count(server.db, 'media'),
  audit: await count(server.db, 'audit_logs'),
  files: filesIn(path.join(server.config.dataDir, 'media')),
});
/** Expects the upload refused on `file` with this message, and nothing stored. */
const refused = async (send: () => Promise<Awaited<ReturnType<typeof uploadFile>>>, message: string) => {
  const before = await footprint();
  const error = expectError(await send(), 'BAD_USER_INPUT');
  expect(error.extensions.errors).toEqual({ file: [message] });
  expect(await footprint()).toEqual(before);
};

const ORDER_REFUSAL = 'The file must be a JPEG, PNG, WebP, GIF or HEIC image, or a PDF.';
const AVATAR_REFUSAL = 'The avatar must be a PNG, JPEG, WebP or GIF image.';

describe('a file is refused when its content is not what it says', () => {
  it('refuses HTML sent as image/png, for an order and as an avatar, storing nothing', async () => {
    await refused(() => uploadToOrder({ bytes: HTML, name: 'photo.png', type: 'image/png' }), ORDER_REFUSAL);
    // The avatar check runs before the old avatar is removed: a refused upload keeps it.
    const avatar = await uploadAvatar({ bytes: png(16, 16), name: 'me.png', type: 'image/png' });
    expect(avatar.errors).toBeUndefined();
    const driverId = await userIdOf(server.db, 'driver@legwork.test');
    await refused(() => uploadAvatar({ bytes: HTML, name: 'me.png', type: 'image/png' }), AVATAR_REFUSAL);
    expect(await one(server.db, "SELECT mime_type AS type FROM media WHERE owner_id = $1 AND category = 'AVATARS'", [driverId])).toEqual({
      type: 'image/png',
    });
  });

  it('refuses an SVG with a script, sent as image/png or as itself', async () => {
    await refused(() => uploadToOrder({ bytes: SVG, name: 'logo.png', type: 'image/png' }), ORDER_REFUSAL);
    await refused(() => uploadToOrder({ bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' }), ORDER_REFUSAL);
    await refused(() => uploadAvatar({ bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' }), AVATAR_REFUSAL);
  });

  it('refuses a real image sent as another type (no guessing which one was meant)', async () => {
    await refused(
      () => uploadToOrder({ bytes: png(20, 20), name: 'front.jpg', type: 'image/jpeg' }),
      'The file is a PNG image but was sent as image/jpeg.',
    );
    await refused(() => uploadToOrder({ bytes: PDF, name: 'bol.png', type: 'image/png' }), 'The file is a PDF but was sent as image/png.');
    const photo = await jpeg(20, 20);
    await refused(
      () => uploadAvatar({ bytes: photo, name: 'me.png', type: 'image/png' }),
      'The file is a JPEG image but was sent as image/png.',
    );
    await refused(() => uploadAvatar({ bytes: PDF, name: 'me.pdf', type: 'application/pdf' }), AVATAR_REFUSAL);
  });

  it('refuses files whose magic bytes are right but whose body is cut off or broken', async () => {
    const whole = png(64, 64);
    await refused(
      () => uploadToOrder({ bytes: whole.slice(0, 60), name: 'cut.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: whole.slice(0, -1), name: 'cut.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    const flipped = whole.slice();
    flipped[45] ^= 0xff; // inside the compressed pixels: every chunk is still in place, the pixels do not decode
    await refused(
      () => uploadToOrder({ bytes: flipped, name: 'flipped.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    await refused(
      () => uploadAvatar({ bytes: flipped, name: 'flipped.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    // libjpeg would fill the missing half with grey and call it a picture.
    const photo = await jpeg(320, 240);
    await refused(
      () => uploadToOrder({ bytes: photo.slice(0, photo.length / 2), name: 'cut.jpg', type: 'image/jpeg' }),
      'The JPEG image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: WEBP.slice(0, -4), name: 'cut.webp', type: 'image/webp' }),
      'The WebP image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: GIF.slice(0, -1), name: 'cut.gif', type: 'image/gif' }),
      'The GIF image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: heif(4032, 3024).slice(0, -10), name: 'cut.heic', type: 'image/heic' }),
      'The HEIC image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: heif(0, 0), name: 'empty.heic', type: 'image/heic' }),
      'The HEIC image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: PDF.slice(0, -7), name: 'cut.pdf', type: 'application/pdf' }),
      'The PDF is damaged or incomplete.',
    );
  });

  it('refuses polyglots: an image header with a document for a body, or a document glued behind an image', async () => {
    const header = png(8, 8).slice(0, 33); // signature and IHDR
    await refused(
      () => uploadToOrder({ bytes: joined(header, HTML), name: 'x.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: joined(png(8, 8), HTML), name: 'x.png', type: 'image/png' }),
      'The PNG image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: joined(GIF, HTML), name: 'x.gif', type: 'image/gif' }),
      'The GIF image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: joined(WEBP, HTML), name: 'x.webp', type: 'image/webp' }),
      'The WebP image is damaged or incomplete.',
    );
    await refused(
      () => uploadToOrder({ bytes: joined(heif(10, 10), HTML), name: 'x.heic', type: 'image/heic' }),
      'The HEIC image is damaged or incomplete.',
    );
  });
});

describe('a real file is stored under the type read from it', () => {
  it('stores a PNG and a JPEG with a thumbnail, served inline as images with nosniff and a sandbox', async () => {
    const photoPng = await accepted({ bytes: png(640, 480), name: 'front.png', type: 'image/png' });
    const photoJpeg = await accepted({ bytes: await jpeg(320, 240), name: 'rear.jpg', type: 'image/jpeg' });
    expect([photoPng.mimeType, photoJpeg.mimeType]).toEqual(['image/png', 'image/jpeg']);
    for (const photo of [photoPng, photoJpeg]) {
      expect(photo.thumbnailUrl).toBe(`${photo.url}?thumb=1`);
      const thumbnail = await get(photo.thumbnailUrl as string);
      expect(imageSize(new Uint8Array(await thumbnail.arrayBuffer()))).toEqual({ format: 'jpeg', width: 320, height: 240 });
      const original = await get(photo.url);
      expect(original.headers.get('content-type')).toBe(photo.mimeType);
      expect(original.headers.get('content-disposition')).toBeNull();
      expect(original.headers.get('x-content-type-options')).toBe('nosniff');
      expect(original.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    expect(
      await one(server.db, 'SELECT mime_type AS type, thumbnail_hash IS NOT NULL AS thumbnail FROM media WHERE id = $1', [photoJpeg.id]),
    ).toEqual({
      type: 'image/jpeg',
      thumbnail: true,
    });
  });

  it('stores a WebP with a thumbnail, and a GIF and a HEIC image (checked by structure) without one', async () => {
    const webp = await accepted({ bytes: WEBP, name: 'side.webp', type: 'image/webp' });
    expect(webp).toMatchObject({ mimeType: 'image/webp', thumbnailUrl: `${webp.url}?thumb=1` });
    const gif = await accepted({ bytes: GIF, name: 'dot.gif', type: 'image/gif' });
    const heic = await accepted({ bytes: heif(4032, 3024), name: 'IMG_0001.HEIC', type: 'image/heic' });
    expect([gif, heic].map(({ mimeType, thumbnailUrl }) => ({ mimeType, thumbnailUrl }))).toEqual([
      { mimeType: 'image/gif', thumbnailUrl: null },
      { mimeType: 'image/heic', thumbnailUrl: null },
    ]);
    // A generic HEIF brand labelled .heic by the browser: the stored type is the detected one.
    expect((await accepted({ bytes: heif(100, 80, 'mif1'), name: 'scan.heic', type: 'image/heic' })).mimeType).toBe('image/heif');
  });

  it('stores a PDF and serves it as an attachment with nosniff and a sandbox', async () => {
    const pdf = await accepted({ bytes: PDF, name: 'bill of lading.pdf', type: 'application/pdf' });
    expect(pdf).toMatchObject({ mimeType: 'application/pdf', thumbnailUrl: null, size: PDF.length });
    const response = await get(pdf.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bill of lading.pdf"; filename*=UTF-8''bill%20of%20lading.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("gives a file the detected type's extension when its name has another, so a download never opens as a page", async () => {
    expect((await accepted({ bytes: png(8, 8), name: 'invoice.html', type: 'image/png' })).fileName).toBe('invoice.html.png');
    expect((await accepted({ bytes: png(9, 9), name: 'IMG_2.PNG', type: 'image/png' })).fileName).toBe('IMG_2.PNG');
    expect((await accepted({ bytes: await jpeg(10, 10), name: 'scan', type: 'image/jpeg' })).fileName).toBe('scan.jpg');
    const avatar = await uploadAvatar({ bytes: GIF, name: 'me.svg', type: 'image/gif' });
    expect((avatar.data as { uploadAvatar: Uploaded }).uploadAvatar).toMatchObject({ fileName: 'me.svg.gif', mimeType: 'image/gif' });
  });

  it('accepts bytes after a JPEG end-of-image marker (motion photos append a video), still served only as a JPEG', async () => {
    const motion = await accepted({
      bytes: joined(await jpeg(40, 30), text('ftypmp42 video follows'), HTML),
      name: 'motion.jpg',
      type: 'image/jpeg',
    });
    expect(motion).toMatchObject({ mimeType: 'image/jpeg', thumbnailUrl: `${motion.url}?thumb=1` });
    const served = await get(motion.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('an upload past every limit is cut off while it streams in', () => {
  it('refuses a file over 20 MB without a 5xx, storing nothing, and the server serves on', async () => {
    const before = await footprint();
    // A valid PNG header and 21 MB after it: nothing looks at the content before the size is known.
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(png(2, 2).subarray(0, 64));
    const result = await uploadToOrder({ bytes: big, name: 'huge.png', type: 'image/png' });
    expect(result.status).toBe(413);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['File size limit exceeded: 20971520 bytes', 'REQUEST_ENTITY_TOO_LARGE'],
    ]);
    expect(await footprint()).toEqual(before);
    expect((await dispatch.gql('{ me { email } }')).data).toEqual({ me: { email: 'dispatch@legwork.test' } });
  });
});
