import { type ReactNode, useState } from 'react';
import { useMutation } from 'urql';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { CommentItemFragment, CreateCommentMutation, OrderCommentsQuery, OrderLegCommentsQuery } from '../../graphql/operations/activity';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { Badge } from '../ui/Badge';
import { Checkbox } from '../ui/Checkbox';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { CommentForm } from './CommentForm';
import type { EntityRef } from './entity';
import { useCanEdit } from '../app/useCanEdit';
import { useEntityQuery } from './useEntityQuery';

/** activity/comments of an order or a leg: the conversation, oldest first, and a box to add to it. */
export const CommentsTab = ({ entity }: { entity: EntityRef }) => {
  const locale = useCurrentTenant()?.locale;
  const canEdit = useCanEdit();
  const { value, error, refetch } = useEntityQuery(entity, {
    order: OrderCommentsQuery,
    leg: OrderLegCommentsQuery,
    legVariables: { id: entity.id },
    pick: (order, leg) => order?.order?.comments ?? leg?.orderLeg?.comments,
  });
  const comments = getFragmentData(CommentItemFragment, value);

  let body: ReactNode;
  if (!comments) {
    body = error ? <ErrorState message={graphqlFailure(error).message} onRetry={refetch} /> : <Spinner label="Loading comments…" />;
  } else if (comments.length === 0) {
    body = <EmptyState title="No comments yet">Start the conversation below.</EmptyState>;
  } else {
    const sorted = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    body = (
      <ul className="item-list">
        {sorted.map((comment) => (
          <li key={comment.id} className="item">
            <p className="item-head">
              <strong>{comment.authorName ?? 'Someone'}</strong>{' '}
              <span className="muted">{formatDateTime(comment.createdAt, locale)}</span>{' '}
              {comment.internal && <Badge tone="warning">Internal</Badge>}
            </p>
            <p className="item-body">{comment.body}</p>
            {comment.mentions.length > 0 && (
              <p className="muted">Mentioned: {comment.mentions.map((user) => user.name).join(', ')}</p>
            )}
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
      {canEdit && <NewCommentForm entity={entity} />}
    </div>
  );
};

const NewCommentForm = ({ entity }: { entity: EntityRef }) => {
  const [created, createComment] = useMutation(CreateCommentMutation);
  const [internal, setInternal] = useState(true);

  const send = async (body: string) => {
    const input = { entityKind: entity.kind === 'order' ? ('ORDER' as const) : ('ORDER_LEG' as const), entityId: entity.id, body, internal };
    const result = await createComment({ input });
    if (!result.error) return null;
    const failure = graphqlFailure(result.error);
    return { fieldErrors: failure.fieldErrors['input.body'] ?? failure.fieldErrors.body ?? [], message: failure.message };
  };

  return (
    <CommentForm
      hint="Mention a colleague with @ and their email address (e.g. @dispatch@legwork.test) to notify them."
      busy={created.fetching}
      onSend={send}
      sentMessage="Comment added."
    >
      <Checkbox label="Internal (staff only, never shown in the client portal)" checked={internal} onChange={setInternal} />
    </CommentForm>
  );
};
