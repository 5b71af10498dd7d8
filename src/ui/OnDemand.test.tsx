import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chunk } from './chunks';
import { lazyScreen, OnDemand } from './OnDemand';

const Ready = () => <p>the screen</p>;

describe('screens loaded on demand', () => {
  it('while its chunk is not fetched, the screen says it is loading (never a blank screen)', () => {
    const c = chunk(() => new Promise<{ Ready: typeof Ready }>(() => undefined));
    const Screen = lazyScreen(c, (m) => m.Ready);
    const html = renderToStaticMarkup(
      <OnDemand what="the duel">
        <Screen />
      </OnDemand>,
    );
    expect(html).toContain('Loading the duel…');
    expect(html).not.toContain('the screen');
  });

  it('once its chunk is fetched (a preload), the screen is drawn at once, with no loading message', async () => {
    let fetches = 0;
    const c = chunk(async () => {
      fetches++;
      return { Ready };
    });
    const Screen = lazyScreen(c, (m) => m.Ready);
    await Promise.all([c.load(), c.load()]);
    const html = renderToStaticMarkup(
      <OnDemand what="the duel">
        <Screen />
      </OnDemand>,
    );
    expect(html).toBe('<p>the screen</p>');
    expect(fetches).toBe(1);
  });

  it('a fetch that failed is tried again by the next load', async () => {
    let fetches = 0;
    const c = chunk(async () => {
      fetches++;
      if (fetches === 1) throw new Error('offline');
      return { Ready };
    });
    await expect(c.load()).rejects.toThrow('offline');
    expect(c.loaded()).toBeNull();
    await expect(c.load()).resolves.toEqual({ Ready });
    expect(c.loaded()).toEqual({ Ready });
  });
});
