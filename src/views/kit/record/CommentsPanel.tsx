import type { ReactNode } from 'react';
import { Badge } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { StatusView } from './statusView';
import { useDateTimeFormat } from '../app/useDateTimeFormat';

export type CommentView = {
  id: string;
  author: string;
  /** Beside the author: staff mark internal comments, the portal marks the operator's. */
  badge?: StatusView | null;
  createdAt: string;
  body: string;
  /** Names of the users the comment mentions (staff only). */
  mentions?: readonly string[];
};

export type CommentsPanelProps = {
  /** Undefined while loading. */
  comments: readonly CommentView[] | undefined;
  /** Why they did not load, with a retry. */
  error: string | null;
  onRetry: () => void;
  /** The empty state's words, under "No comments yet". */
  empty: string;
  /** The box to add one (or nothing for a reader). */
  form: ReactNode;
};

/** activity/comments of an order or a leg, staff and portal alike: the conversation, oldest first, and a box to add to it. */
export const CommentsPanel = ({ comments, error, onRetry, empty, form }: CommentsPanelProps) => {
  const dateTime = useDateTimeFormat();
  let body: ReactNode;
  if (!comments) {
    body = error ? <ErrorState message={error} onRetry={onRetry} /> : <Spinner label="Loading comments…" />;
  } else if (comments.length === 0) {
    body = <EmptyState title="No comments yet">{empty}</EmptyState>;
  } else {
    const sorted = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    body = (
      <ul className="item-list" aria-label="Comments">
        {sorted.map((comment) => (
          <li key={comment.id} className="item">
            <p className="item-head">
              <strong>{comment.author}</strong> {comment.badge && <Badge tone={comment.badge.tone}>{comment.badge.label}</Badge>}{' '}
              <span className="muted">{dateTime(comment.createdAt)}</span>
            </p>
            <p className="item-body">{comment.body}</p>
            {comment.mentions && comment.mentions.length > 0 && <p className="muted">Mentioned: {comment.mentions.join(', ')}</p>}
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
      {form}
    </div>
  );
};
