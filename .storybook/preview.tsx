import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect as useCommitEffect, useSyncExternalStore } from 'react';
import { useChannel, useEffect } from 'storybook/preview-api';
import { demoMerchants } from '../packages/ui/src/demo-merchants';
import { BrandProvider } from '../packages/ui/src/theme/BrandProvider';
import { BRANDING_REPORT_EVENT, CUSTOM_BRANDING_GLOBAL, CUSTOM_MERCHANT, MERCHANT_GLOBAL } from './constants';
import {
  getShownMerchant,
  shownMerchantCommitted,
  storyBranding,
  subscribeToShownMerchant,
} from './merchant';
import { storyFrame } from './preview.css';
import { screenshotAttributes } from './screenshots';

/**
 * Every story renders inside the selected merchant's branding, applied the way the portal applies it. The
 * story tests switch a story that has played to another merchant in place (`showMerchant`): the story gets
 * that merchant's globals too, so what it reads from them (the store's name) follows.
 */
const withMerchantBranding: Decorator = (Story, context) => {
  const shownMerchant = useSyncExternalStore(subscribeToShownMerchant, getShownMerchant);
  const globals = shownMerchant ? { ...context.globals, [MERCHANT_GLOBAL]: shownMerchant } : context.globals;
  // React's effect, not Storybook's: it runs after those of the providers below (the fonts start loading).
  useCommitEffect(() => shownMerchantCommitted(shownMerchant), [shownMerchant]);
  const { branding, report } = storyBranding(globals);
  const emit = useChannel({});
  const reportJson = JSON.stringify(report ?? null);
  useEffect(() => {
    if (reportJson !== 'null') emit(BRANDING_REPORT_EVENT, JSON.parse(reportJson));
  }, [emit, reportJson]);
  return (
    <BrandProvider branding={branding}>
      <div className={storyFrame} {...screenshotAttributes(context.tags)}>
        <Story globals={globals} />
      </div>
    </BrandProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withMerchantBranding],
  globalTypes: {
    [MERCHANT_GLOBAL]: {
      description: 'Demo merchant whose branding the stories render in',
      toolbar: {
        title: 'Merchant',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...demoMerchants.map((merchant) => ({
            value: merchant.id,
            title: merchant.name,
            right: merchant.id,
          })),
          { value: CUSTOM_MERCHANT, title: 'Custom (Branding panel)', right: 'custom' },
        ],
      },
    },
  },
  // Storybook drops globals it was not told about: the Branding panel's JSON needs a declared default.
  initialGlobals: { [MERCHANT_GLOBAL]: demoMerchants[0].id, [CUSTOM_BRANDING_GLOBAL]: '' },
  parameters: {
    // The story frame paints the merchant's page, edge to edge.
    layout: 'fullscreen',
    // Any axe violation fails the story's test, in every demo merchant (see .storybook/vitest.setup.ts).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
