import { useEffect, useState } from 'react';

export type WindowRange = { start: number; end: number };

/**
 * Which rows of a fixed-height list are on screen (plus `overscan` either side), from the scroll container's
 * scroll position and height. Only those rows are rendered, so 100,000 orders cost as much as 30.
 */
export const useWindow = (element: HTMLElement | null, count: number, rowHeight: number, overscan = 8): WindowRange => {
  const [view, setView] = useState({ top: 0, height: 600 });

  useEffect(() => {
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight || 600 });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);

  const first = Math.floor(view.top / rowHeight);
  const visible = Math.ceil(view.height / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
};
