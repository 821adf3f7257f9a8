import type { MediaCategory } from '@/generated/graphql';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { MediaItemFragment } from '../../../graphql/operations/activity';
import { graphqlFailure } from '../../kit/forms/failure';
import { EmptyState } from '../../kit/ui/EmptyState';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { PORTAL_MEDIA_CATEGORY_LABEL } from './labels';
import { MediaGallery } from './MediaGallery';
import type { PortalEntity } from './portalEntity';

export const PortalOrderMediaQuery = graphql(`
  query PortalOrderMedia($id: ID!) {
    portalOrder(id: $id) {
      id
      media {
        id
        ...MediaItem
      }
    }
  }
`);

export const PortalOrderLegMediaQuery = graphql(`
  query PortalOrderLegMedia($id: ID!, $category: MediaCategory) {
    portalOrderLeg(id: $id) {
      id
      media(category: $category) {
        id
        ...MediaItem
      }
    }
  }
`);

export type PortalFilesTabProps = {
  entity: PortalEntity;
  /** A leg's files tab shows one category; an order's shows them all, grouped. */
  category?: MediaCategory;
};

/** files of an order, files/* of a leg: what the operator shares with the portal, to view and download. */
export const PortalFilesTab = ({ entity, category }: PortalFilesTabProps) => {
  const isOrder = entity.kind === 'order';
  const [order, refetchOrder] = useQuery({ query: PortalOrderMediaQuery, variables: { id: entity.id }, pause: !isOrder });
  const [leg, refetchLeg] = useQuery({
    query: PortalOrderLegMediaQuery,
    variables: { id: entity.id, category: category ?? null },
    pause: isOrder,
  });
  const result = isOrder ? order : leg;
  const media = getFragmentData(MediaItemFragment, isOrder ? order.data?.portalOrder?.media : leg.data?.portalOrderLeg?.media);
  const retry = () => (isOrder ? refetchOrder : refetchLeg)({ requestPolicy: 'network-only' });
  const title = category ? PORTAL_MEDIA_CATEGORY_LABEL[category] : 'Files';

  let body: ReactNode;
  if (!media) {
    body = result.error ? (
      <ErrorState message={graphqlFailure(result.error).message} onRetry={retry} />
    ) : (
      <Spinner label="Loading files…" />
    );
  } else if (media.length === 0) {
    body = <EmptyState title={`No ${title.toLowerCase()} yet`}>Files appear here once our team or the driver adds them.</EmptyState>;
  } else {
    body = <MediaGallery items={media} grouped={!category} />;
  }
  return (
    <Panel title={title} className="panel-wide">
      {body}
    </Panel>
  );
};
