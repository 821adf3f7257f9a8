import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

/**
 * What a thumbnail needs of a ConditionPhoto. Each report fragment selects these fields itself: a fragment of its own
 * would count two levels more against GraphQL Armor's depth limit at every place a photo appears.
 */
export type ReportPhotoData = { id: string; url: string; thumbnailUrl?: string | null; capturedAt: string };

export type ReportPhotoProps = {
  photo: ReportPhotoData;
  /** What the photo shows, for people who cannot see it ("Damage 2, photo 1: Hood · Dented"). */
  alt: string;
};

/** A capture photo as a thumbnail that opens the full image, with the time the device took it. */
export const ReportPhoto = ({ photo, alt }: ReportPhotoProps) => {
  const dateTime = useDateTimeFormat();
  return (
    <figure className="cr-photo">
      <a href={photo.url} target="_blank" rel="noreferrer">
        <img className="media-thumb" src={photo.thumbnailUrl ?? photo.url} alt={alt} width={96} height={96} loading="lazy" />
      </a>
      <figcaption className="muted">{dateTime(photo.capturedAt)}</figcaption>
    </figure>
  );
};
