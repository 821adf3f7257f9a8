import type { ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../../domain/format';
import {
  PortalAddCommentMutation,
  PortalCommentItemFragment,
  PortalOrderCommentsQuery,
  PortalOrderLegCommentsQuery,
} from '../../../graphql/operations/portal';
import { CommentForm } from '../../record/CommentForm';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { graphqlFailure } from '../../forms/failure';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import type { PortalEntity } from './portalEntity';

/** activity/comments: the conversation with the operator about this order or leg, oldest first, and a box to add to it. */
export const PortalCommentsTab = ({ entity }: { entity: PortalEntity }) => {
  const tenant = useCurrentTenant();
  const isOrder = entity.kind === 'order';
  const [order, refetchOrder] = useQuery({ query: PortalOrderCommentsQuery, variables: { id: entity.id }, pause: !isOrder });
  const [leg, refetchLeg] = useQuery({ query: PortalOrderLegCommentsQuery, variables: { id: entity.id }, pause: isOrder });
  const result = isOrder ? order : leg;
  const comments = getFragmentData(PortalCommentItemFragment, isOrder ? order.data?.portalOrder?.comments : leg.data?.portalOrderLeg?.comments);
  const retry = () => (isOrder ? refetchOrder : refetchLeg)({ requestPolicy: 'network-only' });

  let body: ReactNode;
  if (!comments) {
    body = result.error ? <ErrorState message={graphqlFailure(result.error).message} onRetry={retry} /> : <Spinner label="Loading comments…" />;
  } else if (comments.length === 0) {
    body = <EmptyState title="No comments yet">Ask a question or leave a note for our team below.</EmptyState>;
  } else {
    const sorted = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    body = (
      <ul className="item-list" aria-label="Comments">
        {sorted.map((comment) => (
          <li key={comment.id} className="item">
            <p className="item-head">
              <strong>{comment.authorName ?? (comment.fromStaff ? (tenant?.name ?? 'Our team') : 'You')}</strong>{' '}
              {comment.fromStaff && <Badge tone="info">{tenant?.name ?? 'Operator'}</Badge>}{' '}
              <span className="muted">{formatDateTime(comment.createdAt, tenant?.locale)}</span>
            </p>
            <p className="item-body">{comment.body}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page-grid">
      <Panel title="Comments" className="panel-wide">
        {body}
      </Panel>
      <NewCommentForm entity={entity} />
    </div>
  );
};

const NewCommentForm = ({ entity }: { entity: PortalEntity }) => {
  const [sent, addComment] = useMutation(PortalAddCommentMutation);

  const send = async (body: string) => {
    const result = await addComment({ entityKind: entity.kind === 'order' ? 'ORDER' : 'ORDER_LEG', entityId: entity.id, body });
    if (!result.error) return null;
    const failure = graphqlFailure(result.error);
    return { fieldErrors: failure.fieldErrors.body ?? [], message: failure.fieldErrors.body ? null : failure.message };
  };

  return <CommentForm hint="Our team reads every comment and answers here." busy={sent.fetching} onSend={send} sentMessage="Comment sent to our team." />;
};
