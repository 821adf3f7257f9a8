import type { CapturePhoto } from '../captureDraft';
import { useObjectUrl } from '../useObjectUrl';
import { Button } from '../../../kit/ui/Button';

const Thumb = ({ photo, label, onRemove }: { photo: CapturePhoto; label: string; onRemove: () => void }) => {
  const url = useObjectUrl(photo.blob);
  return (
    <li className="capture-strip-item">
      {url && <img src={url} alt={label} width={96} height={72} />}
      <span className="capture-strip-state">{photo.upload.state === 'uploaded' ? 'Sent' : 'On this phone'}</span>
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
        Remove
      </Button>
    </li>
  );
};

/** The photos a slot holds (kept on the phone until sent), each removable. */
export const PhotoStrip = ({
  photos,
  ids,
  label,
  onRemove,
}: {
  photos: readonly CapturePhoto[];
  ids: readonly string[];
  label: string;
  onRemove: (localId: string) => void;
}) => {
  const shown = ids.flatMap((id) => photos.filter((photo) => photo.localId === id));
  if (shown.length === 0) return null;
  return (
    <ul className="capture-strip" aria-label={`${label}s`}>
      {shown.map((photo, index) => (
        <Thumb key={photo.localId} photo={photo} label={`${label} ${index + 1}`} onRemove={() => onRemove(photo.localId)} />
      ))}
    </ul>
  );
};
