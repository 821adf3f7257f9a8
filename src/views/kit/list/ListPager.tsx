import { LinkButton } from '../ui/LinkButton';
import { Button } from '../ui/Button';
import { type Noun, rangeText } from './countText';
import { hasMore, type PageInfo } from './listSource';

export type ListPagerProps = {
  info: PageInfo;
  noun: Noun;
  locale?: string;
  /** The page's URL: the pager links (a page can be bookmarked or opened in a tab). */
  pageHref?: (page: number) => string;
  /** Without URLs (a list inside a record's tab): the pager's buttons call this. */
  onPage?: (page: number) => void;
};

/** "21–40 of 312 vehicles", then the previous and next pages, as links where the page is in the URL. */
export const ListPager = ({ info, noun, locale, pageHref, onPage }: ListPagerProps) => {
  const current = info.currentPage ?? 1;
  const step = (page: number, label: string, enabled: boolean) => {
    if (pageHref)
      return (
        enabled && (
          <LinkButton href={pageHref(page)} className="btn-small">
            {label}
          </LinkButton>
        )
      );
    return (
      <Button className="btn-small" disabled={!enabled} onClick={() => onPage?.(page)}>
        {label}
      </Button>
    );
  };
  return (
    <nav className="pager" aria-label={`Pages of ${noun.many}`}>
      <p className="muted">{rangeText(info, noun, locale)}</p>
      <div className="button-row">
        {step(current - 1, 'Previous page', current > 1)}
        {step(current + 1, 'Next page', hasMore(info))}
      </div>
    </nav>
  );
};
