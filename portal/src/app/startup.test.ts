import type { ClaimsClient } from '@orderprotection/client';
import { ClaimsApiError } from '@orderprotection/client';
import type { WhitelabelSettings } from '@orderprotection/domain';
import { describe, expect, it, vi } from 'vitest';
import { INLINED_STORE_ATTRIBUTE } from '../serve/page';
import { fetchStore } from './fetchStore';
import { readInlinedStore, readStartupQuery } from './startup';

const settings: WhitelabelSettings = {
  storeId: 'night',
  storeName: 'Night Shop',
  branding: { brand700: '#ff6600', darkMode: true },
};

/** A document holding one inlined-store script with this text (or none). */
function documentWith(text: string | null): Document {
  const script = text === null ? null : { textContent: text };
  return {
    querySelector: (selector: string) => (selector === `script[${INLINED_STORE_ATTRIBUTE}]` ? script : null),
  } as unknown as Document;
}

function clientAnswering(
  answer: () => Promise<WhitelabelSettings>,
  claim: (token: string) => Promise<{ storeId: string }> = () => Promise.reject(new Error('No claim')),
) {
  const getWhitelabelSettings = vi.fn(answer);
  const getClaim = vi.fn(claim);
  return {
    client: { getWhitelabelSettings, getClaim } as unknown as ClaimsClient,
    getWhitelabelSettings,
    getClaim,
  };
}

const at = (hostname: string, pathname = '/start') => ({ hostname, pathname });

describe('readStartupQuery', () => {
  it('reads ?store= and ?fake', () => {
    expect(readStartupQuery('?store=%20night%20&fake')).toEqual({ store: 'night', fake: true });
    expect(readStartupQuery('?store=')).toEqual({ store: undefined, fake: false });
  });
});

describe('readInlinedStore', () => {
  it('reads the store the server wrote into the page', () => {
    expect(readInlinedStore(documentWith(JSON.stringify(settings)))).toEqual(settings);
  });

  it('tells "the server found no store" (null) from "not served by the server" (undefined)', () => {
    expect(readInlinedStore(documentWith('null'))).toBeNull();
    expect(readInlinedStore(documentWith(null))).toBeUndefined();
    expect(readInlinedStore(documentWith('{not json'))).toBeUndefined();
    expect(readInlinedStore(documentWith('"night"'))).toBeUndefined();
  });
});

describe('fetchStore', () => {
  it('asks for the store of this host, or of ?store=', async () => {
    const { client, getWhitelabelSettings } = clientAnswering(() => Promise.resolve(settings));
    await expect(fetchStore(client, at('claims.night.example'), 'night')).resolves.toEqual(settings);
    expect(getWhitelabelSettings).toHaveBeenCalledWith({ domain: 'claims.night.example', store: 'night' });
  });

  it('does not ask on localhost without ?store=: there is nothing to find', async () => {
    const { client, getWhitelabelSettings } = clientAnswering(() => Promise.resolve(settings));
    await expect(fetchStore(client, at('localhost'), undefined)).resolves.toBeNull();
    expect(getWhitelabelSettings).not.toHaveBeenCalled();
  });

  it("asks for the claim's own store on a claim's pages, whatever the host or ?store= say", async () => {
    for (const pathname of [
      '/view/token-of-a-night-claim',
      '/view/token-of-a-night-claim/review',
      '/print/token-of-a-night-claim',
    ]) {
      const { client, getWhitelabelSettings, getClaim } = clientAnswering(
        () => Promise.resolve(settings),
        () => Promise.resolve({ storeId: 'night' }),
      );
      await expect(fetchStore(client, at('localhost', pathname), 'aurora')).resolves.toEqual(settings);
      expect(getClaim).toHaveBeenCalledWith('token-of-a-night-claim');
      expect(getWhitelabelSettings).toHaveBeenCalledWith({ store: 'night' });
    }
  });

  it('falls back to the host when the claim is not found', async () => {
    const { client, getWhitelabelSettings } = clientAnswering(() => Promise.resolve(settings));
    await fetchStore(client, at('claims.night.example', '/view/unknown-token-0000'), undefined);
    expect(getWhitelabelSettings).toHaveBeenCalledWith({ domain: 'claims.night.example', store: undefined });
  });

  it('goes on with the default theme when the lookup fails', async () => {
    const { client } = clientAnswering(() =>
      Promise.reject(new ClaimsApiError({ message: 'No store', statusCode: 404 })),
    );
    await expect(fetchStore(client, at('unknown.example'), undefined)).resolves.toBeNull();
  });
});
