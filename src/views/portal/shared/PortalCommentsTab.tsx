import { useMutation } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { CommentForm } from '../../kit/record/CommentForm';
import { CommentsPanel } from '../../kit/record/CommentsPanel';
import { useEntityQuery } from '../../kit/record/useEntityQuery';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import type { PortalEntity } from './portalEntity';

export const PortalCommentItemFragment = graphql(`
  fragment PortalCommentItem on PortalComment {
    id
    body
    authorName
    fromStaff
    createdAt
  }
`);

export const PortalOrderCommentsQuery = graphql(`
  query PortalOrderComments($id: ID!) {
    portalOrder(id: $id) {
      id
      comments {
        ...PortalCommentItem
      }
    }
  }
`);

export const PortalOrderLegCommentsQuery = graphql(`
  query PortalOrderLegComments($id: ID!) {
    portalOrderLeg(id: $id) {
      id
      comments {
        ...PortalCommentItem
      }
    }
  }
`);

export const PortalAddCommentMutation = graphql(`
  mutation PortalAddComment($entityKind: CommentEntityKind!, $entityId: ID!, $body: String!) {
    portalAddComment(entityKind: $entityKind, entityId: $entityId, body: $body) {
      ...PortalCommentItem
    }
  }
`);

/** activity/comments: the conversation with the operator about this order or leg, oldest first, and a box to add to it. */
export const PortalCommentsTab = ({ entity }: { entity: PortalEntity }) => {
  const tenant = useCurrentTenant();
  const { value, error, refetch } = useEntityQuery(entity, {
    order: PortalOrderCommentsQuery,
    leg: PortalOrderLegCommentsQuery,
    legVariables: { id: entity.id },
    pick: (order, leg) => order?.portalOrder?.comments ?? leg?.portalOrderLeg?.comments,
  });
  const operator = tenant?.name ?? 'Operator';
  const comments = getFragmentData(PortalCommentItemFragment, value)?.map((comment) => ({
    id: comment.id,
    author: comment.authorName ?? (comment.fromStaff ? (tenant?.name ?? 'Our team') : 'You'),
    badge: comment.fromStaff ? ({ label: operator, tone: 'info' } as const) : null,
    createdAt: comment.createdAt,
    body: comment.body,
  }));
  return (
    <CommentsPanel
      comments={comments}
      error={error ? graphqlFailure(error).message : null}
      onRetry={refetch}
      empty="Ask a question or leave a note for our team below."
      form={<NewCommentForm entity={entity} />}
    />
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

  return (
    <CommentForm
      hint="Our team reads every comment and answers here."
      busy={sent.fetching}
      onSend={send}
      sentMessage="Comment sent to our team."
    />
  );
};
