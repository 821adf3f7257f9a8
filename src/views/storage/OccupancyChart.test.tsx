import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OccupancyChart } from './OccupancyChart';

// The unit project runs in Node (no DOM): the chart is rendered to a string.
const days = [
  { day: '2026-03-01', occupied: 1, capacity: 2 },
  { day: '2026-03-02', occupied: 2, capacity: 2 },
];

describe('the occupancy chart', () => {
  it('draws a bar a day, the full day in red under a dashed capacity line, and names itself', () => {
    const html = renderToStaticMarkup(<OccupancyChart facility="Jessup" days={days} today="2026-03-02" locale="en-US" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('Vehicles on site by day at Jessup');
    expect(html.match(/<rect x=/g)).toHaveLength(2);
    expect(html.match(/<rect x="[^"]+" y="[^"]+" width="12" height="[^"]+" fill="#b42318"/g)).toHaveLength(1);
    expect(html).toContain('stroke-dasharray="4 2"');
  });

  it('gives screen readers the numbers as a table, today marked, a missing capacity said', () => {
    const html = renderToStaticMarkup(
      <OccupancyChart facility="Newark" days={[{ day: '2026-03-02', occupied: 0, capacity: null }]} today="2026-03-02" locale="en-US" />,
    );
    expect(html).toContain('<caption>Occupancy by day at Newark</caption>');
    expect(html).toContain('(today)</th><td>0</td><td>Not set</td>');
    expect(html).not.toContain('stroke-dasharray');
  });
});
