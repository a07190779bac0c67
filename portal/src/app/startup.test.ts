import type { ClaimsClient } from '@orderprotection/client';
import { ClaimsApiError } from '@orderprotection/client';
import type { WhitelabelSettings } from '@orderprotection/domain';
import { describe, expect, it, vi } from 'vitest';
import { INLINED_STORE_ATTRIBUTE } from '../serve/page';
import { fetchStore, readInlinedStore, readStartupQuery } from './startup';

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

function clientAnswering(answer: () => Promise<WhitelabelSettings>) {
  const getWhitelabelSettings = vi.fn(answer);
  return { client: { getWhitelabelSettings } as unknown as ClaimsClient, getWhitelabelSettings };
}

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
    expect(readInlinedStore(documentWith('{"storeId": 3}'))).toBeUndefined();
  });
});

describe('fetchStore', () => {
  it('asks for the store of this host, or of ?store=', async () => {
    const { client, getWhitelabelSettings } = clientAnswering(() => Promise.resolve(settings));
    await expect(fetchStore(client, 'claims.night.example', 'night')).resolves.toEqual(settings);
    expect(getWhitelabelSettings).toHaveBeenCalledWith({ domain: 'claims.night.example', store: 'night' });
  });

  it('does not ask on localhost without ?store=: there is nothing to find', async () => {
    const { client, getWhitelabelSettings } = clientAnswering(() => Promise.resolve(settings));
    await expect(fetchStore(client, 'localhost', undefined)).resolves.toBeNull();
    expect(getWhitelabelSettings).not.toHaveBeenCalled();
  });

  it('goes on with the default theme when the lookup fails', async () => {
    const { client } = clientAnswering(() =>
      Promise.reject(new ClaimsApiError({ message: 'No store', statusCode: 404 })),
    );
    await expect(fetchStore(client, 'unknown.example', undefined)).resolves.toBeNull();
  });
});
