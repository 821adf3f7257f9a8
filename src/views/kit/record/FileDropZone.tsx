import { type DragEvent, useId, useRef, useState } from 'react';

export type FileDropZoneProps = {
  /** The zone's name, also what a screen reader hears on the button ("Choose files or drop them here"). */
  label: string;
  /** The input's `accept` list. */
  accept: string;
  /** Which files and how large, under the zone. */
  hint: string;
  onFiles: (files: File[]) => void;
};

/**
 * A drop zone that is a button: a click, Enter or Space opens the file picker (several files at once), and files
 * dragged onto it are taken too. The input itself stays out of the tab order; it keeps a label for scripts and tests.
 */
export const FileDropZone = ({ label, accept, hint, onFiles }: FileDropZoneProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };
  return (
    <div className="drop-zone-field">
      <button
        type="button"
        className={['drop-zone', over && 'drop-zone-over'].filter(Boolean).join(' ')}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span className="drop-zone-icon" aria-hidden="true">
          ⇪
        </span>
        <span className="drop-zone-text">{label}</span>
      </button>
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={accept}
        aria-label="Choose files"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
};

/** A record's files: images and PDFs (server/media/recordFile.ts checks the bytes, not this list). */
export const RECORD_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';

export type RecordFileDropZoneProps = {
  /** What the files are, in the zone's name: "Upload photos: choose files or drop them here". */
  noun: string;
  /** Said after the types and size ("Several at once."). */
  note?: string;
  onFiles: (files: File[]) => void;
};

/** A drop zone for a record's files (an order's, a report's, a booking's receipts): several images or PDFs at once. */
export const RecordFileDropZone = ({ noun, note = 'Several at once.', onFiles }: RecordFileDropZoneProps) => (
  <FileDropZone
    label={`Upload ${noun}: choose files or drop them here`}
    accept={RECORD_FILE_ACCEPT}
    hint={`JPEG, PNG, WebP, GIF or HEIC images, or PDFs, up to 20 MB each. ${note}`}
    onFiles={onFiles}
  />
);
