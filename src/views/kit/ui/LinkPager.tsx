import { Link } from 'wouter';

export type LinkPagerProps = {
  info: { currentPage: number; lastPage: number; total: number; firstItem: number | null; lastItem: number | null };
  hrefFor: (page: number) => string;
  noun: string;
};

/** "21–40 of 312 vehicles" with previous and next links (links, so a page can be bookmarked or opened in a tab). */
export const LinkPager = ({ info, hrefFor, noun }: LinkPagerProps) => (
  <nav className="pager" aria-label="Pages">
    <p className="muted" aria-live="polite">
      {info.firstItem ?? 0}–{info.lastItem ?? 0} of {info.total} {noun}
    </p>
    <div className="button-row">
      {info.currentPage > 1 && (
        <Link href={hrefFor(info.currentPage - 1)} className="btn btn-secondary btn-small">
          Previous page
        </Link>
      )}
      {info.currentPage < info.lastPage && (
        <Link href={hrefFor(info.currentPage + 1)} className="btn btn-secondary btn-small">
          Next page
        </Link>
      )}
    </div>
  </nav>
);
