import { useId, useRef, useState } from 'react';
import { Button } from '../../kit/ui/Button';
import type { CapturedImage } from './captureDraft';
import { shrinkPhoto } from './shrinkPhoto';
import { useGeoTime } from './useGeoTime';
import { useObjectUrl } from './useObjectUrl';

export type PhotoCaptureButtonProps = {
  /** The button's words, e.g. "Photo of the odometer". */
  label: string;
  onCaptured: (image: CapturedImage) => void | Promise<void>;
  /** The photo this slot already holds (read back from the draft): shown as the thumbnail until a new one is taken. */
  photo?: Blob | null;
  hint?: string;
  disabled?: boolean;
  /** Keep the camera's file as it is (by default a large photo is made at most 2048 px long, as a JPEG). */
  keepOriginal?: boolean;
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * The phone's camera behind a large labelled button (`capture="environment"`: the rear camera; a desktop opens its
 * file picker). Each photo is stamped with the time it was taken and, when the device gives one within a few
 * seconds, its position; a refused or missing position never holds the photo back.
 */
export const PhotoCaptureButton = ({ label, onCaptured, photo, hint, disabled, keepOriginal = false }: PhotoCaptureButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  const stamp = useGeoTime();
  const hintId = useId();
  const [taken, setTaken] = useState<{ blob: Blob; capturedAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A slot the page controls shows the page's photo (null once removed); otherwise the last one taken.
  const shown = photo !== undefined ? photo : (taken?.blob ?? null);
  const takenNow = taken !== null && shown === taken.blob;
  const url = useObjectUrl(shown);

  const captured = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      // The time is read now, the position and the smaller copy meanwhile.
      const [when, image] = await Promise.all([stamp(), keepOriginal ? file : shrinkPhoto(file)]);
      setTaken({ blob: image, capturedAt: when.capturedAt });
      const fileName = image.name || `photo-${when.capturedAt.replace(/[:.]/g, '-')}.jpg`;
      await onCaptured({ blob: image, fileName, ...when });
    } finally {
      setBusy(false);
      // The same file chosen again must fire change again.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="capture-photo">
      <Button
        variant={shown ? 'secondary' : 'primary'}
        className="capture-target btn-block"
        busy={busy}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => input.current?.click()}
      >
        {shown ? `${label}: take again` : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void captured(event.target.files?.[0])}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {url && <img className="capture-thumb" src={url} alt={takenNow ? `${label}, taken at ${timeOf(taken.capturedAt)}` : label} />}
    </div>
  );
};
