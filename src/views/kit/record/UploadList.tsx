import type { MediaCategory } from '@/generated/graphql';
import { Button } from '../ui/Button';

/** One file on its way: its progress, then done or refused with the server's reason. */
export type Upload = {
  key: number;
  file: File;
  category: MediaCategory;
  status: 'uploading' | 'done' | 'failed';
  loaded: number;
  total: number;
  error: string | null;
};

export type UploadListProps = {
  uploads: readonly Upload[];
  onRetry: (upload: Upload) => void;
  onDismiss: (upload: Upload) => void;
};

const sizeText = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;

/**
 * How a row looks in each state of its upload: what it says under the bar (a live region: the bar carries the percent,
 * so no chatter per percent, and a refusal is announced at once), how full the bar is, and whether it can be retried.
 */
const FACE: Record<Upload['status'], { text: (upload: Upload) => string; progress: (upload: Upload) => number; refused: boolean }> = {
  uploading: { text: () => 'Uploading…', progress: (upload) => upload.loaded, refused: false },
  done: { text: () => 'Done', progress: (upload) => upload.total || 1, refused: false },
  failed: { text: (upload) => `Not uploaded: ${upload.error ?? 'the server refused it.'}`, progress: () => 0, refused: true },
};

export const uploadStatusText = (upload: Upload): string => FACE[upload.status].text(upload);

/** The files sent from this form, each a row named by its file with a progress bar and, when refused, Retry. */
export const UploadList = ({ uploads, onRetry, onDismiss }: UploadListProps) => {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-list" aria-label="Uploads">
      {uploads.map((upload) => {
        const { progress, refused } = FACE[upload.status];
        return (
          <li key={upload.key} className={`boxed upload-row upload-${upload.status}`} aria-label={upload.file.name}>
            <div className="upload-row-head">
              <strong className="upload-name">{upload.file.name}</strong>
              <span className="muted">{sizeText(upload.file.size)}</span>
            </div>
            <progress
              className="upload-progress"
              aria-label={`Upload of ${upload.file.name}`}
              max={upload.total || 1}
              value={progress(upload)}
            />
            <div className="upload-row-foot">
              <span role={refused ? 'alert' : 'status'} className={refused ? 'upload-error' : undefined}>
                {uploadStatusText(upload)}
              </span>
              {refused && (
                <span className="button-row">
                  <Button className="btn-small" onClick={() => onRetry(upload)}>
                    Retry {upload.file.name}
                  </Button>
                  <Button variant="ghost" className="btn-small" onClick={() => onDismiss(upload)}>
                    Dismiss {upload.file.name}
                  </Button>
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
