import type { MediaItemFragment } from '@/generated/graphql';
import { useId } from 'react';
import { formatDateTime } from '../../../domain/format';
import { PORTAL_MEDIA_CATEGORY_LABEL } from './labels';

const sizeText = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server answers `?download=1` with Content-Disposition: attachment (server/http/media.routes.ts). */
const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

const MediaFile = ({ item, locale }: { item: MediaItemFragment; locale?: string }) => {
  const nameId = useId();
  return (
    <li className="media-item">
      {item.thumbnailUrl ? (
        // Named like the staff pages' thumbnails; the file name beside it is the link that opens the full image.
        <img className="media-thumb" src={item.thumbnailUrl} alt={item.fileName} width={96} height={96} loading="lazy" />
      ) : (
        // PDFs and other files have no thumbnail: their extension stands in.
        <span className="media-thumb media-file" aria-hidden="true">
          {item.fileName.includes('.') ? item.fileName.split('.').pop()?.toUpperCase() : 'FILE'}
        </span>
      )}
      <span className="media-meta">
        <a id={nameId} href={item.url} target="_blank" rel="noreferrer">
          {item.fileName}
        </a>
        <span className="muted">
          {sizeText(item.size)} · {formatDateTime(item.createdAt, locale)}
        </span>
      </span>
      {/* Named "Download", described by the file name: the file name then names one link only. */}
      <a className="media-download" href={downloadUrl(item.url)} download aria-describedby={nameId}>
        Download
      </a>
    </li>
  );
};

export type MediaGalleryProps = {
  items: readonly MediaItemFragment[];
  locale?: string;
  /** Headed groups per category (an order's files); a single category's list has none. */
  grouped?: boolean;
};

/** Files with thumbnails for images, each opening in a new tab, with a download link. */
export const MediaGallery = ({ items, locale, grouped = false }: MediaGalleryProps) => {
  if (!grouped)
    return (
      <ul className="media-list">
        {items.map((item) => (
          <MediaFile key={item.id} item={item} locale={locale} />
        ))}
      </ul>
    );
  const categories = [...new Set(items.map((item) => item.category))];
  return categories.map((category) => (
    <section key={category} className="media-group" aria-label={PORTAL_MEDIA_CATEGORY_LABEL[category]}>
      <h3 className="media-group-title">{PORTAL_MEDIA_CATEGORY_LABEL[category]}</h3>
      <MediaGallery items={items.filter((item) => item.category === category)} locale={locale} />
    </section>
  ));
};
