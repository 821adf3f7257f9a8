import { useEffect, useLayoutEffect, useState } from 'react';

/** Narrower than this (a phone), a table keeps its columns and scrolls sideways inside its panel (list.css). */
const DESK_WIDTH = 480;

/** Columns left out, and for which width and choice of columns: a wider window or another choice counts again. */
type Squeeze = { at: string; count: number };

/**
 * How many of a table's columns fit its container without scrolling sideways: after each drawing, while the table is
 * wider than its container, one more column from the right is left out (never the first `keep`). The columns left
 * out are named by the column chooser, so they move behind it rather than off the edge. `choice` names the columns
 * chosen (their ids), so a new choice is measured again; so is a new container width. On a phone the columns stay
 * and the table scrolls inside its panel, its heading cell held (list.css).
 */
export const useColumnsThatFit = (count: number, choice: string, keep = 1) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const [squeeze, setSqueeze] = useState<Squeeze>({ at: '', count: 0 });
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const at = `${width}|${choice}`;
  const dropped = squeeze.at === at ? squeeze.count : 0;
  useLayoutEffect(() => {
    if (!element || width < DESK_WIDTH || count - dropped <= keep) return;
    if (element.scrollWidth > element.clientWidth + 1) setSqueeze({ at, count: dropped + 1 });
  });
  return { ref: setElement, fit: Math.max(Math.min(keep, count), count - dropped) };
};
