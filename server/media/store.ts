import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files stored once by content hash under DATA_DIR/media. */
export const createMediaStore = (dataDir: string) => {
  const root = path.join(dataDir, 'media');
  const fileOf = (hash: string) => path.join(root, hash.slice(0, 2), hash);
  return {
    put: async (bytes: Uint8Array): Promise<string> => {
      const hash = crypto.createHash('sha256').update(bytes).digest('hex');
      await fs.mkdir(path.dirname(fileOf(hash)), { recursive: true });
      await fs.writeFile(fileOf(hash), bytes, { flag: 'w' });
      return hash;
    },
    read: (hash: string) => fs.readFile(fileOf(hash)),
  };
};

export type MediaStore = ReturnType<typeof createMediaStore>;

export const mediaUrl = (media: { id: string; fileName: string }) => `/media/${media.id}/${encodeURIComponent(media.fileName)}`;
