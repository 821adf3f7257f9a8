import { useId, useState } from 'react';
import { RECORD_FILE_ACCEPT } from '../kit/record/FileDropZone';
import { Alert } from '../kit/ui/Alert';

export type DocumentUploadProps = {
  /** The document's name: the input is "Upload {label}". */
  label: string;
  /** Sends the file, reporting the bytes sent; resolves to the refusal to show, or null once stored. */
  send: (file: File, onProgress: (loaded: number, total: number) => void) => Promise<string | null>;
};

/**
 * One checklist document's file: picking it sends it at once (one file per document), with its progress and the
 * server's refusal (too large, not an image or PDF, the packet changed) said beside the input.
 */
export const DocumentUpload = ({ label, send }: DocumentUploadProps) => {
  const inputId = useId();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    const refusal = await send(file, (loaded, total) => setProgress({ loaded, total: total || file.size }));
    setProgress(null);
    setError(refusal);
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        Upload {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={RECORD_FILE_ACCEPT}
        disabled={progress !== null}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="field-hint" id={`${inputId}-hint`}>
        An image or a PDF, up to 20 MB.
      </p>
      {progress && (
        <p role="status">
          <progress max={Math.max(progress.total, 1)} value={progress.loaded} aria-label={`Uploading ${label}`} /> Uploading…
        </p>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
};
