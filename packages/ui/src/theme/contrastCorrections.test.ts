import { describe, expect, it } from 'vitest';
import { brandingToTheme } from './brandingToTheme';
import { contrastCorrections } from './contrastCorrections';

describe('contrastCorrections', () => {
  it('names each colour the theme replaced for contrast, with what it uses instead, and nothing else', () => {
    const branding = {
      brand700: '#FFE680',
      palettes: {
        danger: { dark: '#ffb3b3' },
        success: { dark: '#1b5e20' },
        typography: { dark: '#bbbbbb' },
      },
    };
    const theme = brandingToTheme(branding, 'light');
    expect(contrastCorrections(branding)).toEqual([
      { setting: 'palettes.typography', given: ['#bbbbbb'], used: theme.color.text },
      { setting: 'brand700', given: ['#ffe680'], used: theme.color.brand.text },
      { setting: 'palettes.danger', given: ['#ffb3b3'], used: theme.color.danger.text },
    ]);
    expect(
      contrastCorrections({ brand700: '#1d4ed8', palettes: { typography: { dark: '#111111' } } }),
    ).toEqual([]);
    expect(contrastCorrections(undefined)).toEqual([]);
  });

  it('judges a dark-mode store on its own dark background', () => {
    expect(contrastCorrections({ darkMode: true, backgroundColor: '#101010', brand700: '#93c5fd' })).toEqual(
      [],
    );
    expect(
      contrastCorrections({ darkMode: true, backgroundColor: '#101010', brand700: '#1e1b4b' }).map(
        (correction) => correction.setting,
      ),
    ).toEqual(['brand700']);
  });
});
