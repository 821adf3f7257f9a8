import type { MediaCategory } from '@/generated/graphql';
import { useId } from 'react';
import { useDateTimeFormat } from '../app/useDateTimeFormat';

export type MediaFile = {
  id: string;
  url: string;
  thumbnailUrl?: string | null;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
  /** A document's type (/admin/document-types), named before its size. */
  documentType?: { name: string } | null;
};

const sizeText = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server answers `?download=1` with Content-Disposition: attachment (server/http/media.routes.ts). */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

const MediaFileItem = ({ item }: { item: MediaFile }) => {
  const dateTime = useDateTimeFormat();
  const nameId = useId();
  return (
    <li className="media-item">
      {item.thumbnailUrl ? (
        // The file name beside it is the link that opens the full image.
        <img className="media-thumb" src={item.thumbnailUrl} alt={item.fileName} width={96} height={96} loading="lazy" />
      ) : (
        // PDFs, HEIC and GIF images have no thumbnail: their extension stands in.
        <span className="media-thumb media-file" aria-hidden="true">
          {item.fileName.includes('.') ? item.fileName.split('.').pop()?.toUpperCase() : 'FILE'}
        </span>
      )}
      <span className="media-meta">
        <a id={nameId} href={item.url} target="_blank" rel="noreferrer">
          {item.fileName}
        </a>
        <span className="muted">
          {item.documentType && `${item.documentType.name} · `}
          {sizeText(item.size)} · {dateTime(item.createdAt)}
        </span>
      </span>
      {/* Named "Download", described by the file name: the file name then names one link only. */}
      <a className="media-download" href={downloadUrl(item.url)} download aria-describedby={nameId}>
        Download
      </a>
    </li>
  );
};

export type MediaFileListProps = {
  items: readonly MediaFile[];
  /** The words for each category, used as the groups' headings. */
  categoryLabel: Record<MediaCategory, string>;
  /** Headed groups per category (an order's files); a single category's list has none. */
  grouped?: boolean;
};

/** Files with thumbnails for images, each opening in a new tab, with a download link. */
export const MediaFileList = ({ items, categoryLabel, grouped = false }: MediaFileListProps) => {
  if (!grouped)
    return (
      <ul className="media-list">
        {items.map((item) => (
          <MediaFileItem key={item.id} item={item} />
        ))}
      </ul>
    );
  const categories = [...new Set(items.map((item) => item.category))];
  return categories.map((category) => (
    <section key={category} className="media-group" aria-label={categoryLabel[category]}>
      <h3 className="media-group-title">{categoryLabel[category]}</h3>
      <MediaFileList items={items.filter((item) => item.category === category)} categoryLabel={categoryLabel} />
    </section>
  ));
};
