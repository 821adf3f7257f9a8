import { useState } from 'react';
import { useMutation } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { useCanEdit } from '../app/useCanEdit';
import { graphqlFailure } from '../forms/failure';
import { Checkbox } from '../ui/Checkbox';
import { CommentForm } from './CommentForm';
import { CommentsPanel } from './CommentsPanel';
import { MentionTextarea } from './MentionTextarea';
import type { EntityRef } from './entity';
import { useEntityQuery } from './useEntityQuery';

export const CommentItemFragment = graphql(`
  fragment CommentItem on Comment {
    id
    body
    internal
    authorName
    createdAt
    mentions {
      id
      name
    }
  }
`);

export const OrderCommentsQuery = graphql(`
  query OrderComments($id: ID!) {
    order(id: $id) {
      id
      comments {
        id
        ...CommentItem
      }
    }
  }
`);

export const OrderLegCommentsQuery = graphql(`
  query OrderLegComments($id: ID!) {
    orderLeg(id: $id) {
      id
      comments {
        id
        ...CommentItem
      }
    }
  }
`);

export const CreateCommentMutation = graphql(`
  mutation CreateComment($input: CommentInput!) {
    createComment(input: $input) {
      id
      entityKind
      entityId
      ...CommentItem
    }
  }
`);

/** activity/comments of an order or a leg: the conversation, oldest first, and a box to add to it. */
export const CommentsTab = ({ entity }: { entity: EntityRef }) => {
  const canEdit = useCanEdit();
  const { value, error, refetch } = useEntityQuery(entity, {
    order: OrderCommentsQuery,
    leg: OrderLegCommentsQuery,
    legVariables: { id: entity.id },
    pick: (order, leg) => order?.order?.comments ?? leg?.orderLeg?.comments,
  });
  const comments = getFragmentData(CommentItemFragment, value)?.map((comment) => ({
    id: comment.id,
    author: comment.authorName ?? 'Someone',
    badge: comment.internal ? ({ label: 'Internal', tone: 'warning' } as const) : null,
    createdAt: comment.createdAt,
    body: comment.body,
    mentions: comment.mentions.map((user) => user.name),
  }));
  return (
    <CommentsPanel
      comments={comments}
      error={error ? graphqlFailure(error).message : null}
      onRetry={refetch}
      empty="Start the conversation below."
      form={canEdit && <NewCommentForm entity={entity} />}
    />
  );
};

const NewCommentForm = ({ entity }: { entity: EntityRef }) => {
  const [created, createComment] = useMutation(CreateCommentMutation);
  const [internal, setInternal] = useState(true);

  const send = async (body: string) => {
    const input = {
      entityKind: entity.kind === 'order' ? ('ORDER' as const) : ('ORDER_LEG' as const),
      entityId: entity.id,
      body,
      internal,
    };
    const result = await createComment({ input });
    if (!result.error) return null;
    const failure = graphqlFailure(result.error);
    return { fieldErrors: failure.fieldErrors['input.body'] ?? failure.fieldErrors.body ?? [], message: failure.message };
  };

  return (
    <CommentForm
      hint="Type @ and a few letters of a colleague's name to mention and notify them (or @ and their email address)."
      box={(field) => <MentionTextarea {...field} />}
      busy={created.fetching}
      onSend={send}
      sentMessage="Comment added."
    >
      <Checkbox label="Internal (staff only, never shown in the client portal)" checked={internal} onChange={setInternal} />
    </CommentForm>
  );
};
