import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { expect, it } from 'vitest';
import { CONSOLE_THEME, subset, themeUse } from './radixThemesSubset';

it('keeps the rules that can match what the app draws, in their order, and drops the rest', () => {
  const css = [
    '.rt-Badge{display:inline-flex}',
    '.rt-Slider{height:4px}',
    '.rt-Badge:where(.rt-r-size-1),.rt-Slider:where(.rt-r-size-1){gap:1px}',
    // Only required classes count: inside :not(), :has() or a list of alternatives, a class may be absent.
    '.rt-Badge:not(.rt-Slider){color:red}',
    ':where(.rt-Slider, .rt-Badge){margin:0}',
    '.rt-Badge:where(:has(.rt-Slider)){padding:0}',
    '.rt-Badge :where(.rt-Slider){padding:1px}',
    '@media (min-width:768px){.rt-Badge:where(.sm\\:rt-r-size-1){gap:2px}}',
    '@media (min-width:1024px){.rt-Badge:where(.md\\:rt-r-size-1){gap:3px}.md\\:rt-r-m-1{margin:1px}}',
    '@media (min-width:1280px){.lg\\:rt-r-m-1{margin:2px}}',
    '@keyframes rt-fade-in{from{opacity:0}to{opacity:1}}',
    '.radix-themes{--space-1:4px}',
  ].join('');
  const use = { classes: new Set(['rt-Badge']), breakpoints: new Set(['md']) };
  expect(subset(postcss.parse(css), use).toString()).toBe(
    [
      '.rt-Badge{display:inline-flex}',
      '.rt-Badge:where(.rt-r-size-1){gap:1px}',
      '.rt-Badge:not(.rt-Slider){color:red}',
      ':where(.rt-Slider, .rt-Badge){margin:0}',
      '.rt-Badge:where(:has(.rt-Slider)){padding:0}',
      '@media (min-width:1024px){.rt-Badge:where(.md\\:rt-r-size-1){gap:3px}.md\\:rt-r-m-1{margin:1px}}',
      '@keyframes rt-fade-in{from{opacity:0}to{opacity:1}}',
      '.radix-themes{--space-1:4px}',
    ].join(''),
  );
});

it("reads the console's components, the modules they draw with and its responsive props' breakpoints", () => {
  const files = readdirSync(CONSOLE_THEME.sources, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const use = themeUse(files);
  // Imported by name (Table), reached through Radix's own modules (DropdownMenu's base menu, Button's
  // Spinner), or written in the console's markup (the queue's plain rows under Radix's classes).
  for (const name of [
    'rt-TableRootTable',
    'rt-BaseMenuContent',
    'rt-Spinner',
    'rt-BaseButton',
    'rt-TableRow',
  ]) {
    expect(use.classes).toContain(name);
  }
  for (const name of ['rt-SliderRoot', 'rt-AvatarRoot', 'rt-TooltipContent', 'rt-ThemePanelSwatch']) {
    expect(use.classes).not.toContain(name);
  }
  // The claim page's grid: one column, three from the md breakpoint.
  expect([...use.breakpoints]).toEqual(['md']);
  // A name with no module of Radix's: its rules would be left out, so the build stops.
  const dir = mkdtempSync(join(tmpdir(), 'op-radix-subset-'));
  try {
    writeFileSync(join(dir, 'Page.tsx'), "import { Gauge } from '@radix-ui/themes';\n");
    expect(() => themeUse([join(dir, 'Page.tsx')])).toThrow("No module of Radix Themes' Gauge");
  } finally {
    rmSync(dir, { recursive: true });
  }
});
