import { useRef, useState } from 'react';
import type { MediaCategory } from '@/generated/graphql';
import { FileDropZone } from '../kit/record/FileDropZone';
import { type MediaFile, MediaFileList } from '../kit/record/MediaFileList';
import { MEDIA_CATEGORY_LABEL } from '../kit/record/mediaLabels';
import { type Upload, UploadList } from '../kit/record/UploadList';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

// The record files' rules (server/media/recordFile.ts checks the bytes, not this list).
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';

export type ReceiptsPanelProps = {
  receipts: readonly MediaFile[];
  canUpload: boolean;
  /** Sends one file with its progress; resolves to the error to show, or null once stored. */
  send: (file: File, progress: (loaded: number, total: number) => void) => Promise<string | null>;
};

/**
 * A booking's receipts, and (for dispatch) a drop zone: several files at once, each its own request with its progress,
 * error and retry (as the record upload form, src/views/kit/record/UploadForm.tsx, does for an order's files).
 */
export const ReceiptsPanel = ({ receipts, canUpload, send }: ReceiptsPanelProps) => {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const run = async (key: number, file: File) => {
    patch(key, { status: 'uploading', loaded: 0, error: null });
    const error = await send(file, (loaded, total) =>
      patch(key, { loaded: total > 0 ? Math.min(loaded, total) : loaded, total: total || file.size }),
    );
    patch(key, error ? { status: 'failed', error } : { status: 'done', loaded: file.size, total: file.size });
  };

  const add = (files: File[]) => {
    const category: MediaCategory = 'RECEIPTS';
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
    for (const item of added) void run(item.key, item.file);
  };

  return (
    <Panel title="Receipts">
      {receipts.length === 0 ? (
        <EmptyState title="No receipts yet" />
      ) : (
        <MediaFileList items={[...receipts]} categoryLabel={MEDIA_CATEGORY_LABEL} />
      )}
      {canUpload && (
        <div className="form">
          <FileDropZone
            label="Upload receipts: choose files or drop them here"
            accept={ACCEPT}
            hint="JPEG, PNG, WebP, GIF or HEIC images, or PDFs, up to 20 MB each. The first receipt submits the booking for reimbursement."
            onFiles={add}
          />
          <UploadList
            uploads={uploads}
            onRetry={(item) => void run(item.key, item.file)}
            onDismiss={(item) => setUploads((list) => list.filter((other) => other.key !== item.key))}
          />
        </div>
      )}
    </Panel>
  );
};
