import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadPage, mayReload, RELOAD_GUARD_MS, reloadOnce } from './chunkReload';

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/ItemsPage-1a2b.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/ReviewPage-3c4d.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('mayReload', () => {
  it('reloads when it never did, or when the last reload is at least the guard window old', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('reloads when the clock went back past the last reload', () => {
    expect(mayReload(50_000, 10_000)).toBe(true);
  });
});

describe('loadPage', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('location', { reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page.js');

  it('reloads once on a chunk-load failure, then lets the second one reach the error page', async () => {
    const settled = vi.fn();
    void loadPage(() => Promise.reject(chunkError()))().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page is going away: the first load never settles, so nothing renders in between.
    expect(settled).not.toHaveBeenCalled();

    await expect(loadPage(() => Promise.reject(chunkError()))()).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for other failures', async () => {
    await expect(loadPage(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives the page when it loads', async () => {
    await expect(loadPage(() => Promise.resolve('page'))()).resolves.toBe('page');
  });

  it('does not reload without storage for the guard, rather than risk a loop', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(reloadOnce(Date.now())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
