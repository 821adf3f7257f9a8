import { useRef, useState } from 'react';
import type { CombinedError } from 'urql';
import type { MediaCategory } from '@/generated/graphql';
import { graphqlFailure } from '../forms/failure';
import type { Upload } from './UploadList';

/** Sends one file with its progress; resolves to the error to show, or null once stored. */
export type UploadSend = (file: File, category: MediaCategory, progress: (loaded: number, total: number) => void) => Promise<string | null>;

/** What an upload's refusal says: the file's own field error, else the request's message. */
export const uploadError = (error: CombinedError | undefined): string | null => {
  if (!error) return null;
  const failure = graphqlFailure(error);
  return failure.fieldErrors.file?.join(' ') ?? failure.message;
};

/**
 * Files on their way, several at once: each its own request with its progress, and its own error and retry (a refused
 * file is not stored; the others go on). The list and its rows are UploadList's.
 */
export const useUploads = (send: UploadSend) => {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const run = async ({ key, file, category }: Upload) => {
    patch(key, { status: 'uploading', loaded: 0, error: null });
    const error = await send(file, category, (loaded, total) =>
      patch(key, { loaded: total > 0 ? Math.min(loaded, total) : loaded, total: total || file.size }),
    );
    patch(key, error ? { status: 'failed', error } : { status: 'done', loaded: file.size, total: file.size });
  };

  const add = (files: File[], category: MediaCategory) => {
    const added = files.map((file) => ({
      key: next.current++,
      file,
      category,
      status: 'uploading' as const,
      loaded: 0,
      total: file.size,
      error: null,
    }));
    setUploads((list) => [...list, ...added]);
    for (const item of added) void run(item);
  };

  return {
    uploads,
    add,
    retry: (item: Upload) => void run(item),
    dismiss: (item: Upload) => setUploads((list) => list.filter((other) => other.key !== item.key)),
  };
};
