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
    // The same numbers keep the same state, so a resize observation that changes nothing re-renders nothing.
    const measure = () => {
      const top = element.scrollTop;
      const height = element.clientHeight || 600;
      setView((previous) => (previous.top === top && previous.height === height ? previous : { top, height }));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes after the browser's own layout: reading the height then costs nothing, where
    // reading it here, right after the commit, would force a layout of its own (Lighthouse counted it as blocking).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element]);

  const first = Math.floor(view.top / rowHeight);
  const visible = Math.ceil(view.height / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
};
