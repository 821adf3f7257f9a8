import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyView } from './lazyView';

const Page = ({ name }: { name: string }) => <p>Page {name}</p>;
type View = ReturnType<typeof lazyView<{ name: string }>>;

// renderToString never waits: a view that suspends renders as its fallback.
const html = (View: View, name: string) =>
  renderToString(
    <Suspense fallback={<p>Loading…</p>}>
      <View name={name} />
    </Suspense>,
  );
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyView', () => {
  it('renders a view whose chunk has loaded in the same pass, never its fallback', async () => {
    const View = lazyView(async () => Page);
    View.preload();
    await tick();
    expect(html(View, 'one')).toContain('Page <!-- -->one');
  });

  it('suspends while the chunk is on its way, and loads again after a failed preload', async () => {
    let attempts = 0;
    const View = lazyView(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Page;
    });
    View.preload();
    await tick(); // the preload failed quietly
    expect(html(View, 'two')).toContain('Loading…');
    await tick();
    expect(html(View, 'two')).toContain('Page <!-- -->two');
    expect(attempts).toBe(2);
  });
});
