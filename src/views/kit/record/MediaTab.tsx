import type { MediaCategory } from '@/generated/graphql';
import { type ReactNode, useState } from 'react';
import { getFragmentData, graphql } from '@/generated';
import { MediaItemFragment } from '../../../graphql/operations/activity';
import { graphqlFailure } from '../forms/failure';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { EntityRef } from './entity';
import { MediaFileList } from './MediaFileList';
import { MEDIA_CATEGORY_LABEL } from './mediaLabels';
import { UploadForm } from './UploadForm';
import { useCanEdit } from '../app/useCanEdit';
import { useEntityQuery } from './useEntityQuery';

export const OrderMediaQuery = graphql(`
  query OrderMedia($id: ID!) {
    order(id: $id) {
      id
      media {
        id
        ...MediaItem
      }
    }
  }
`);

export const OrderLegMediaQuery = graphql(`
  query OrderLegMedia($id: ID!, $category: MediaCategory) {
    orderLeg(id: $id) {
      id
      media(category: $category) {
        id
        ...MediaItem
      }
    }
  }
`);

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
    body = (
      <EmptyState title={`No ${title.toLowerCase()} yet`}>
        {canEdit ? 'Upload the first one below.' : 'Files appear here once uploaded.'}
      </EmptyState>
    );
  } else {
    body = <MediaFileList items={media} categoryLabel={MEDIA_CATEGORY_LABEL} grouped={!category} />;
  }

  return (
    <div className="page-grid">
      <Panel title={title} className="panel-wide">
        {body}
      </Panel>
      {canEdit && <UploadForm entity={entity} category={uploadCategory} onCategory={category ? undefined : setUploadCategory} />}
    </div>
  );
};
