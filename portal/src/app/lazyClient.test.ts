import type { ClaimsClient } from '@orderprotection/client';
import type { WhitelabelSettings } from '@orderprotection/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLazyClaimsClient, preloadClientOnInteraction } from './lazyClient';

const settings: WhitelabelSettings = { storeId: 'night', storeName: 'Night Shop', branding: {} };

function realClient() {
  const getWhitelabelSettings = vi.fn(() => Promise.resolve(settings));
  return { client: { getWhitelabelSettings } as unknown as ClaimsClient, getWhitelabelSettings };
}

describe('createLazyClaimsClient', () => {
  it('loads the real client on the first call, once, and passes every call on to it', async () => {
    const { client, getWhitelabelSettings } = realClient();
    const load = vi.fn(() => Promise.resolve(client));
    const lazy = createLazyClaimsClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.getWhitelabelSettings({ store: 'night' })).resolves.toEqual(settings);
    await expect(lazy.getWhitelabelSettings()).resolves.toEqual(settings);
    expect(load).toHaveBeenCalledTimes(1);
    expect(getWhitelabelSettings).toHaveBeenNthCalledWith(1, { store: 'night' });
  });

  it('hands a failed load to the caller, and tries again on the next call', async () => {
    const { client } = realClient();
    const load = vi
      .fn<() => Promise<ClaimsClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(client);
    const lazy = createLazyClaimsClient(load);
    await expect(lazy.getWhitelabelSettings()).rejects.toThrow('offline');
    await expect(lazy.getWhitelabelSettings()).resolves.toEqual(settings);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads without a call, and a failed preload is quiet and tried again', async () => {
    const { client } = realClient();
    const load = vi
      .fn<() => Promise<ClaimsClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(client);
    const lazy = createLazyClaimsClient(load);
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(lazy.getWhitelabelSettings()).resolves.toEqual(settings);
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadClientOnInteraction', () => {
  it('preloads at the first focus, key or pointer press, once', () => {
    const target = new EventTarget() as Window;
    const preload = vi.fn();
    preloadClientOnInteraction(target, preload);
    expect(preload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
