import { Button } from './Button';

export type PagerProps = {
  info: {
    total: number;
    currentPage: number;
    lastPage: number;
    firstItem?: number | null;
    lastItem?: number | null;
    hasMorePages: boolean;
  };
  /** Plural noun for the navigation's name: "orders" gives "Pages of orders". */
  noun: string;
  onPage: (page: number) => void;
};

/** Where this page sits in the list, and the previous and next pages. */
export const Pager = ({ info, noun, onPage }: PagerProps) => (
  <nav className="pager" aria-label={`Pages of ${noun}`}>
    <span>
      {info.firstItem ?? 0}–{info.lastItem ?? 0} of {info.total.toLocaleString()} · page {info.currentPage} of {Math.max(info.lastPage, 1)}
    </span>
    <span className="button-row">
      <Button className="btn-small" disabled={info.currentPage <= 1} onClick={() => onPage(info.currentPage - 1)}>
        Previous page
      </Button>
      <Button className="btn-small" disabled={!info.hasMorePages} onClick={() => onPage(info.currentPage + 1)}>
        Next page
      </Button>
    </span>
  </nav>
);
