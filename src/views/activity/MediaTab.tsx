import type { MediaCategory } from '@/generated/graphql';
import { type ReactNode, useId, useState } from 'react';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { MediaItemFragment, OrderLegMediaQuery, OrderMediaQuery } from '../../graphql/operations/activity';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { EntityRef } from './entity';
import { MEDIA_CATEGORY_LABEL, UploadForm } from './UploadForm';
import { useCanEdit } from '../app/useCanEdit';
import { useEntityQuery } from './useEntityQuery';

type MediaItem = {
  id: string;
  url: string;
  thumbnailUrl?: string | null;
  category: MediaCategory;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
};

const sizeText = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server answers `?download=1` with Content-Disposition: attachment (server/http/media.routes.ts). */
const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

const MediaFile = ({ item, locale }: { item: MediaItem; locale?: string }) => {
  const nameId = useId();
  return (
    <li className="media-item">
      {item.thumbnailUrl ? (
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

const MediaList = ({ items }: { items: readonly MediaItem[] }) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <ul className="media-list">
      {items.map((item) => (
        <MediaFile key={item.id} item={item} locale={locale} />
      ))}
    </ul>
  );
};

export type MediaTabProps = {
  entity: EntityRef;
  /** A leg's files tab shows one category; an order's files tab shows them all, by category. */
  category?: MediaCategory;
};

/** files/* of an order or a leg: the files with thumbnails for images, and an upload form for editors. */
export const MediaTab = ({ entity, category }: MediaTabProps) => {
  const canEdit = useCanEdit();
  const { value, error, refetch } = useEntityQuery(entity, {
    order: OrderMediaQuery,
    leg: OrderLegMediaQuery,
    legVariables: { id: entity.id, category: category ?? null },
    pick: (order, leg) => order?.order?.media ?? leg?.orderLeg?.media,
  });
  const [uploadCategory, setUploadCategory] = useState<MediaCategory>(category ?? 'PHOTOS');
  const media = getFragmentData(MediaItemFragment, value);
  const title = category ? MEDIA_CATEGORY_LABEL[category] : 'Files';

  let body: ReactNode;
  if (!media) {
    body = error ? <ErrorState message={graphqlFailure(error).message} onRetry={refetch} /> : <Spinner label="Loading files…" />;
  } else if (media.length === 0) {
    body = <EmptyState title={`No ${title.toLowerCase()} yet`}>{canEdit ? 'Upload the first one below.' : 'Files appear here once uploaded.'}</EmptyState>;
  } else if (category) {
    body = <MediaList items={media} />;
  } else {
    const groups = [...new Set(media.map((item) => item.category))];
    body = groups.map((group) => (
      <section key={group} className="media-group" aria-label={MEDIA_CATEGORY_LABEL[group]}>
        <h3 className="media-group-title">{MEDIA_CATEGORY_LABEL[group]}</h3>
        <MediaList items={media.filter((item) => item.category === group)} />
      </section>
    ));
  }

  return (
    <div className="page-grid">
      <Panel title={title} className="panel-wide">
        {body}
      </Panel>
      {canEdit && (
        <UploadForm entity={entity} category={uploadCategory} onCategory={category ? undefined : setUploadCategory} />
      )}
    </div>
  );
};
