import { type FormEvent, type ReactNode, useState } from 'react';
import toast from '../ui/toast';
import { useMutation } from 'urql';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { CommentItemFragment, CreateCommentMutation, OrderCommentsQuery, OrderLegCommentsQuery } from '../../graphql/operations/activity';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
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
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(true);
  const [error, setError] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(['Write a comment first.']);
    const input = { entityKind: entity.kind === 'order' ? ('ORDER' as const) : ('ORDER_LEG' as const), entityId: entity.id, body: body.trim(), internal };
    const result = await createComment({ input });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      setError(failure.fieldErrors['input.body'] ?? failure.fieldErrors.body ?? []);
      return setFormError(failure.message);
    }
    setBody('');
    setError([]);
    setFormError(null);
    toast.success('Comment added.');
  };

  return (
    <Panel title="Add a comment" className="panel-wide">
      <form className="form" onSubmit={submit} noValidate>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField
          label="Comment"
          rows={4}
          value={body}
          onChange={setBody}
          error={error}
          maxLength={5000}
          hint="Mention a colleague with @ and their email address (e.g. @dispatch@legwork.test) to notify them."
        />
        <Checkbox label="Internal (staff only, never shown in the client portal)" checked={internal} onChange={setInternal} />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={created.fetching}>
            Add comment
          </Button>
        </div>
      </form>
    </Panel>
  );
};
