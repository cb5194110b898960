import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chunk, lazyPage } from './lazyChunk.ts';

const page = () => ({ default: () => <p>the page</p> });
const rendered = (Page: ReturnType<typeof lazyPage>) =>
  renderToString(
    <Suspense fallback={<p>spinner</p>}>
      <Page />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('renders a chunk that has arrived in the same render, without its spinner', async () => {
    const loaded = chunk(() => Promise.resolve(page()));
    await loaded.load();
    const html = rendered(lazyPage(loaded));
    expect(html).toContain('the page');
    expect(html).not.toContain('spinner');
  });

  it('shows the spinner for a chunk still on its way, and asks for it', () => {
    let asked = 0;
    const loading = chunk(() => {
      asked += 1;
      return new Promise(() => {});
    });
    const html = rendered(lazyPage(loading));
    expect(html).toContain('spinner');
    expect(html).not.toContain('the page');
    expect(asked).toBe(1);
  });

  it('asks for a chunk once however often it is loaded, and again after a failure', async () => {
    let asked = 0;
    let fail = true;
    const loading = chunk(() => {
      asked += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(page());
    });
    await expect(loading.load()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([loading.load(), loading.load()]);
    await loading.load();
    expect(asked).toBe(2);
  });
});
