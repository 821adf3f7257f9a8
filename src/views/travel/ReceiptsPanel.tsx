import { RecordFileDropZone } from '../kit/record/FileDropZone';
import { type MediaFile, MediaFileList } from '../kit/record/MediaFileList';
import { MEDIA_CATEGORY_LABEL } from '../kit/record/mediaLabels';
import { UploadList } from '../kit/record/UploadList';
import { useUploads } from '../kit/record/useUploads';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

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
  const { uploads, add, retry, dismiss } = useUploads((file, _category, progress) => send(file, progress));

  return (
    <Panel title="Receipts">
      {receipts.length === 0 ? (
        <EmptyState title="No receipts yet" />
      ) : (
        <MediaFileList items={[...receipts]} categoryLabel={MEDIA_CATEGORY_LABEL} />
      )}
      {canUpload && (
        <div className="form">
          <RecordFileDropZone
            noun="receipts"
            note="The first receipt submits the booking for reimbursement."
            onFiles={(files) => add(files, 'RECEIPTS')}
          />
          <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
        </div>
      )}
    </Panel>
  );
};
