import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Pager, type PagerProps } from './Pager';
import { Panel } from './Panel';
import { Spinner } from './Spinner';

export type ListPanelProps = {
  title: string;
  actions?: ReactNode;
  /** Singular and plural nouns: "3 quotes", "Loading quotes…", "Pages of quotes". */
  noun: { one: string; many: string };
  /** The page's paginator once loaded. */
  info: PagerProps['info'] | undefined;
  /** Rows on this page (the children show them); 0 shows `empty`. */
  count: number;
  /** A newer answer is on its way while the last one shows. */
  updating: boolean;
  /** Why the list did not load (only when nothing is shown), with a retry. */
  error: string | null;
  onRetry: () => void;
  loadingLabel: string;
  empty: { title: string; body: ReactNode };
  onPage: (page: number) => void;
  /** The table of this page's rows. */
  children: ReactNode;
};

/** A paged list's panel, staff and portal alike: its count, then loading, error, empty or the rows and the pager. */
export const ListPanel = ({
  title,
  actions,
  noun,
  info,
  count,
  updating,
  error,
  onRetry,
  loadingLabel,
  empty,
  onPage,
  children,
}: ListPanelProps) => {
  let body: ReactNode;
  if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (!info) body = <Spinner label={loadingLabel} />;
  else if (count === 0) body = <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  else
    body = (
      <>
        {children}
        <Pager info={info} noun={noun.many} onPage={onPage} />
      </>
    );
  return (
    <Panel
      title={title}
      actions={actions}
      description={
        <p aria-live="polite">
          {info ? `${info.total.toLocaleString()} ${info.total === 1 ? noun.one : noun.many}` : 'Counting…'}
          {updating ? ' · updating…' : ''}
        </p>
      }
    >
      {body}
    </Panel>
  );
};
