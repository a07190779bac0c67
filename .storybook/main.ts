import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { CONSOLE_THEME, radixThemesSubset } from '../scripts/radixThemesSubset.ts';

const config: StorybookConfig = {
  // The portal's page stories will live under portal/src; an empty glob is fine (Storybook only warns).
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../portal/src/**/*.stories.tsx',
    '../console/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Demo merchants' logos, and the woff2/woff files of the custom-font merchant (see demo-merchants.ts).
  staticDirs: ['./public', { from: '../node_modules/@fontsource/lobster/files', to: '/demo-assets/fonts' }],
  core: { disableTelemetry: true },
  // The docs' args tables come from the TypeScript types. react-docgen-typescript follows unions and
  // intersections (Button's link/button props) where the default parser stops; the filter keeps the tables
  // to our own props, not the hundreds of DOM attributes every component forwards.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The console's stories draw with the Radix Themes rules its build ships (console/vite.config.ts).
      plugins: [vanillaExtractPlugin(), radixThemesSubset(CONSOLE_THEME)],
      // Workspaces are read from their TypeScript sources, as in tests: no build step before Storybook.
      resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
      // Imported by the code vanilla-extract generates, which Vite's dependency scan does not see: found
      // late, it would make Vite reload the page in the middle of a story test run.
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    }),
};

export default config;
