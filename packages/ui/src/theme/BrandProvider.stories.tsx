import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Heading } from '../components/Heading/Heading';
import { Text } from '../components/Text/Text';
import { demoMerchants } from '../demo-merchants';
import { BrandProvider } from './BrandProvider';
import { THEME_SCOPE_ATTRIBUTE, THEME_STYLE_ATTRIBUTE } from './stylesheet';

function BrandSwitcher() {
  const [index, setIndex] = useState(1);
  const merchant = demoMerchants[index % demoMerchants.length] ?? demoMerchants[0];
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Button variant="secondary" onClick={() => setIndex((current) => current + 1)}>
        Next merchant
      </Button>
      <BrandProvider branding={merchant.branding} scope>
        <div style={{ padding: 16, background: 'var(--op-background-color)' }}>
          <Heading level={2} size="h4">
            {merchant.name}
          </Heading>
          <Text>Previewed inside this page, without touching its theme.</Text>
          <Button>Submit your claim</Button>
        </div>
      </BrandProvider>
    </div>
  );
}

const meta = {
  title: 'Theme/BrandProvider',
  component: BrandProvider,
  parameters: {
    docs: {
      description: {
        component:
          "Applies a store's branding. At the root of a page it writes one stylesheet on `:root` (so dialogs in portals are themed), sets `data-op-color-scheme` on `<html>` and loads the merchant's fonts with the FontFace API. With `scope` it themes a wrapper element instead, for previews inside another page such as a branding editor. New branding replaces the stylesheet's text: no reload. On the server, `themeStylesheet(branding)` gives the same CSS to inline as `<style data-op-theme=\"root\">`, which the provider then takes over.",
      },
    },
  },
} satisfies Meta<typeof BrandProvider>;

export default meta;

export const ScopedPreviewSwitchingBrands: StoryObj = {
  // The preview keeps its own theme whatever the page's merchant, a dark one included.
  tags: ['play:every-merchant'],
  render: () => <BrandSwitcher />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const scope = canvasElement.querySelector<HTMLElement>(`[${THEME_SCOPE_ATTRIBUTE}]`);
    if (!scope) throw new Error('the scoped provider rendered no wrapper');
    const scopeId = scope.getAttribute(THEME_SCOPE_ATTRIBUTE);
    const style = document.head.querySelector(`style[${THEME_STYLE_ATTRIBUTE}="${scopeId}"]`);
    const brandColour = () => getComputedStyle(scope).getPropertyValue('--op-brand-700');
    const pageBrandColour = () =>
      getComputedStyle(document.documentElement).getPropertyValue('--op-brand-700');
    const pageBefore = pageBrandColour();
    const before = brandColour();
    await expect(before).toBe('#f9d7e3');

    await userEvent.click(canvas.getByRole('button', { name: 'Next merchant' }));
    await waitFor(() => expect(brandColour()).not.toBe(before));
    await expect(scope).toHaveAttribute('data-op-color-scheme', 'dark');
    await expect(document.head.querySelector(`style[${THEME_STYLE_ATTRIBUTE}="${scopeId}"]`)).toBe(style);
    // The page around the preview keeps its own theme.
    await expect(pageBrandColour()).toBe(pageBefore);
  },
};
