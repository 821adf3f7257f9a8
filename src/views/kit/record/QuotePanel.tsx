import type { LineItemType } from '@/generated/graphql';
import { type FragmentType, graphql } from '@/generated';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PricedLineFragment } from '../../../graphql/operations/lineItems';
import { type LegColumn, LineItemsTable } from './LineItemsTable';
import { Badge } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { StatusView } from './statusView';

/** What a staff quote's lines panel reads (the quote page, an order's quote tab); the portal's is PortalQuoteLines. */
export const QuoteLinesFragment = graphql(`
  fragment QuoteLines on Quote {
    number
    currency
    subtotal
    tax
    total
    lineItems {
      ...PricedLine
    }
  }
`);

type PricedQuote = {
  number: string;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  lineItems: readonly FragmentType<typeof PricedLineFragment>[];
};

export type QuoteLinesPanelProps = {
  title: string;
  actions?: ReactNode;
  description?: ReactNode;
  quote: PricedQuote;
  /** The words for line types (staff's by default). */
  labels?: Record<LineItemType, string>;
  legColumn?: LegColumn;
  /** On a leg's tab: the leg's 1-based position, whose lines are marked. */
  legPosition?: number;
  locale?: string;
};

/** A quote's priced lines and totals in a panel (the quote pages and the quote tabs, staff and portal). */
export const QuoteLinesPanel = ({ title, actions, description, quote, labels, legColumn, legPosition, locale }: QuoteLinesPanelProps) => (
  <Panel title={title} actions={actions} description={description}>
    {quote.lineItems.length === 0 ? (
      <EmptyState title="No line items">This quote has nothing priced.</EmptyState>
    ) : (
      <LineItemsTable
        items={quote.lineItems}
        totals={quote}
        currency={quote.currency}
        locale={locale}
        caption={`Line items of quote ${quote.number}`}
        detailed
        labels={labels}
        legColumn={legColumn}
        markLeg={legPosition === undefined ? undefined : legPosition - 1}
      />
    )}
  </Panel>
);

export type QuoteView = PricedQuote & {
  /** The quote's own page, and the link's words. */
  link: { href: string; text: string };
  status: StatusView;
  /** After the status: revision, validity. */
  details: string;
};

export type QuotePanelProps = Omit<QuoteLinesPanelProps, 'title' | 'actions' | 'description' | 'quote'> & {
  /** Undefined while loading; null when the order has none. */
  quote: QuoteView | null | undefined;
  error: string | null;
  onRetry: () => void;
  /** What the tab says of an order without a quote. */
  none: { title: string; body: string };
};

/** financials/quote of an order or a leg (staff and portal): the quote, a link to it, its status, every priced line. */
export const QuotePanel = ({ quote, error, onRetry, none, ...lines }: QuotePanelProps) => {
  if (quote === undefined) return error ? <ErrorState message={error} onRetry={onRetry} /> : <Spinner label="Loading the quote…" />;
  if (quote === null)
    return (
      <Panel title="Quote">
        <EmptyState title={none.title}>{none.body}</EmptyState>
      </Panel>
    );
  return (
    <QuoteLinesPanel
      title={`Quote ${quote.number}`}
      actions={<Link href={quote.link.href}>{quote.link.text}</Link>}
      description={
        <>
          <Badge tone={quote.status.tone}>{quote.status.label}</Badge> {quote.details}
        </>
      }
      quote={quote}
      {...lines}
    />
  );
};
