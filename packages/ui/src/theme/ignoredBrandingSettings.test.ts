import { BrandingSettings } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { demoMerchants } from '../demo-merchants';
import { ignoredBrandingSettings } from './ignoredBrandingSettings';

const report = (input: unknown) => ignoredBrandingSettings(input, BrandingSettings.parse(input));

describe('ignoredBrandingSettings', () => {
  it('reports nothing for valid branding, with or without stray spaces', () => {
    for (const merchant of demoMerchants) expect(report(merchant.branding)).toEqual([]);
    expect(report({ brand700: '  #0f766e ' })).toEqual([]);
  });

  it('names each malformed value with its path', () => {
    expect(
      report({
        brand700: 'banana',
        buttonStyle: 'WAVY',
        palettes: { danger: { light: 'red', dark: '#b42318' } },
        logoWidths: { desktop: -3, mobile: 120 },
      }),
    ).toEqual([
      'brand700: "banana" is not valid and was ignored',
      'buttonStyle: "WAVY" is not valid and was ignored',
      'palettes.danger.light: "red" is not valid and was ignored',
      'logoWidths: {"desktop":-3,"mobile":120} is not valid and was ignored',
    ]);
  });

  it('names settings and palettes that do not exist', () => {
    expect(report({ brand750: '#fff', palettes: { dangr: { light: '#fff' } } })).toEqual([
      'brand750: not a branding setting',
      'palettes.dangr: not a branding setting',
    ]);
  });
});
