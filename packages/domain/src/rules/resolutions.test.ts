import { describe, expect, it } from 'vitest';
import { OrderSettings } from '../schemas/store';
import { isResolutionOffered, offeredResolutions } from './resolutions';

const settings = (input: unknown) => OrderSettings.parse(input);

describe('offeredResolutions', () => {
  it('offers reship and refund by default, never store credit', () => {
    expect(offeredResolutions(settings({}))).toEqual(['RESHIP', 'REFUND']);
  });

  it('offers store credit only when the capability and the credit program are both on', () => {
    const creditOn = { capabilities: { credit: true }, credit: { enabled: true } };
    expect(offeredResolutions(settings(creditOn))).toEqual(['RESHIP', 'REFUND', 'STORE_CREDIT']);
    expect(offeredResolutions(settings({ ...creditOn, credit: { enabled: false } }))).not.toContain(
      'STORE_CREDIT',
    );
    expect(offeredResolutions(settings({ ...creditOn, capabilities: { credit: false } }))).not.toContain(
      'STORE_CREDIT',
    );
  });

  it('leaves out what the store turned off', () => {
    expect(offeredResolutions(settings({ capabilities: { reship: false, refund: false } }))).toEqual([]);
  });
});

describe('isResolutionOffered', () => {
  it('answers for one choice', () => {
    const reshipOnly = settings({ capabilities: { refund: false } });
    expect(isResolutionOffered('RESHIP', reshipOnly)).toBe(true);
    expect(isResolutionOffered('REFUND', reshipOnly)).toBe(false);
    expect(isResolutionOffered('STORE_CREDIT', reshipOnly)).toBe(false);
  });
});
