import { useId } from 'react';
import { Link } from 'wouter';
import { Badge } from '../ui/Badge';
import { Highlighted } from './Highlighted';
import { hitCount, type IndexResult, indexLabel, type SearchHit } from './searchHit';
import type { SearchScope } from './searchScope';
import { codeLabel } from './searchState';

export type SearchResultListProps = {
  id: string;
  groups: readonly IndexResult[];
  /** The active result's place among every group's results, or -1. */
  active: number;
  optionId: (place: number) => string;
  onActivate: (place: number) => void;
  onFollow?: () => void;
  scope: SearchScope;
};

const shown = (hit: SearchHit, field: 'number' | 'title' | 'subtitle') => hit._highlightResult?.[field]?.value ?? hit[field] ?? '';

const HitContent = ({ hit }: { hit: SearchHit }) => (
  <>
    <span className="search-hit-line">
      <strong>
        <Highlighted value={shown(hit, 'number')} />
      </strong>{' '}
      {hit.title !== hit.number && <Highlighted value={shown(hit, 'title')} />}
      {hit.status && <Badge>{codeLabel(hit.status)}</Badge>}
    </span>
    {shown(hit, 'subtitle') && (
      <span className="search-hit-subtitle">
        <Highlighted value={shown(hit, 'subtitle')} />
      </span>
    )}
  </>
);

/**
 * The results grouped by index, each a link to its record where the user has a page of it. The search box owns the
 * focus (a listbox it controls, the active option named by aria-activedescendant), so arrows and Enter work while typing.
 */
export const SearchResultList = ({ id, groups, active, optionId, onActivate, onFollow, scope }: SearchResultListProps) => {
  const headingPrefix = useId();
  let place = 0;
  return (
    <div id={id} role="listbox" aria-label="Search results" className="search-results">
      {groups
        .filter((group) => group.hits.length > 0)
        .map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (WAI-ARIA listbox pattern)
          <div key={group.indexName} role="group" aria-labelledby={`${headingPrefix}${group.indexName}`} className="search-group">
            {/* A listbox holds only groups and options: the group's name is plain text, not a heading. */}
            <div id={`${headingPrefix}${group.indexName}`} className="search-group-title">
              {scope.labels[group.indexName] ?? indexLabel(group.indexName)} <span className="muted">{hitCount(group)}</span>
            </div>
            {group.hits.map((hit) => {
              const at = place++;
              const href = scope.pathOf(group.indexName, hit);
              const option = {
                id: optionId(at),
                role: 'option',
                'aria-selected': at === active,
                tabIndex: -1,
                className: 'search-hit',
                onMouseMove: () => at !== active && onActivate(at),
              } as const;
              // A record the user has no page of is named, not linked (a carrier's order).
              return href ? (
                <Link key={hit.objectID} href={href} {...option} onClick={onFollow}>
                  <HitContent hit={hit} />
                </Link>
              ) : (
                <div key={hit.objectID} {...option} aria-disabled="true">
                  <HitContent hit={hit} />
                </div>
              );
            })}
          </div>
        ))}
    </div>
  );
};
