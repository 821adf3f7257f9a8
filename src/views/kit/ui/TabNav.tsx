import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';

export type Tab = {
  /** The child path after the record's path ('' for the overview), e.g. 'activity/log'. */
  path: string;
  label: string;
  /** Tabs of one group are shown together under its name. */
  group?: string;
};

export type TabNavProps = {
  label: string;
  /** The record's path, e.g. /orders/<id>. */
  base: string;
  /** The route name of the page shown, e.g. orders-id-activity-log. */
  current: string;
  /** The route name of the record's own page, e.g. orders-id. */
  baseName: string;
  tabs: readonly Tab[];
};

/** The route name of a tab: routes.ts joins path segments with '-'. */
export const tabRouteName = (baseName: string, path: string): string => (path ? `${baseName}-${path.replace(/\//g, '-')}` : baseName);

/**
 * The record's tabs as links (each one a route, so a tab can be linked and reloaded); the open one is aria-current.
 * On a phone the row scrolls sideways inside itself, and the open tab is scrolled into view (issue 13).
 */
export const TabNav = ({ label, base, current, baseName, tabs }: TabNavProps) => {
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open tab (read from the DOM) changes with `current`
  useLayoutEffect(() => {
    const scroller = nav.current;
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !active) return;
    const left = active.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft;
    // Only the row moves (never the page): centre the open tab when it is out of view.
    if (left < scroller.scrollLeft || left + active.offsetWidth > scroller.scrollLeft + scroller.clientWidth)
      scroller.scrollLeft = Math.max(0, left - (scroller.clientWidth - active.offsetWidth) / 2);
  }, [current]);
  return (
    <nav ref={nav} className="tab-nav" aria-label={label}>
      <ul className="tab-list">
        {tabs.map((tab, index) => (
          <li key={tab.path} className="tab-item">
            {tab.group && tab.group !== tabs[index - 1]?.group && <span className="tab-group">{tab.group}</span>}
            <Link
              href={tab.path ? `${base}/${tab.path}` : base}
              className="tab-link"
              aria-current={tabRouteName(baseName, tab.path) === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** The tab a route name opens (the overview when none matches). */
export const currentTab = (tabs: readonly Tab[], baseName: string, current: string): Tab =>
  tabs.find((tab) => tabRouteName(baseName, tab.path) === current) ?? tabs[0];
