import fs from 'node:fs';
import path from 'node:path';

/**
 * Why the embedded database cannot live in `dir`, or null when it can: the directory must exist or be creatable, be
 * a directory, and take a file. PGlite itself would fail later and less clearly (an errno from deep in its file
 * system layer, or a read-only database that fails on the first write).
 */
export const unwritableDirectory = (dir: string): string | null => {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a file is in the way of the directory'
          : code === 'EROFS'
            ? 'the file system is read-only'
            : code === 'ENOSPC'
              ? 'the disk is full'
              : (error as Error).message;
    return `${dir} is not a writable directory (${reason})`;
  }
};
