import { BadgeTone } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Callout } from '../components/Alert/Alert';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Divider } from '../components/Divider/Divider';
import { Heading } from '../components/Heading/Heading';
import { Logo } from '../components/Logo/Logo';
import { Skeleton } from '../components/Skeleton/Skeleton';
import { Spinner } from '../components/Spinner/Spinner';
import { Text } from '../components/Text/Text';
import { demoMerchant, demoStoreName, MERCHANT_GLOBAL } from '../demo-merchants';
import { brandFontFamily } from './fontFamily';

const meta = {
  title: 'Theme/Gallery',
  // The one story compared pixel by pixel in every demo merchant: a theme change shows here first. Its
  // play function checks the merchant's own font.
  tags: ['screenshot:every-merchant', 'play:every-merchant', '!autodocs'],
  parameters: {
    docs: {
      description: {
        story: "The basic components together in the selected merchant's branding.",
      },
    },
  },
} satisfies Meta;

export default meta;

export const AllBasics: StoryObj = {
  render: (_, { globals }) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Logo alt={demoStoreName(globals)} />
      <Heading level={1}>How can we fix this for you?</Heading>
      <Text tone="muted">Up to 5 business days</Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button>Submit your claim</Button>
        <Button variant="secondary">Back</Button>
        <Button variant="ghost">Edit</Button>
        <Button variant="danger" size="sm">
          Remove
        </Button>
        <Button loading>Saving</Button>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {BadgeTone.options.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <Card elevated>
        <Heading level={2} size="h4">
          Reship them to me
        </Heading>
        <Text size="md">Items will be shipped immediately</Text>
        <Divider />
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Spinner label="Loading" showLabel size="sm" />
          <Skeleton width={160} />
        </div>
      </Card>
      <Callout tone="warning" title="Hold that thought!">
        Your order has been marked as delivered.
      </Callout>
      <Callout tone="danger">Please enter a valid email address.</Callout>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const id = globals[MERCHANT_GLOBAL];
    const headlineFont = demoMerchant(typeof id === 'string' ? id : '')?.branding.fonts?.headline;
    const family = headlineFont && brandFontFamily(headlineFont, 'headline');
    if (family) {
      await document.fonts.ready;
      await expect(document.fonts.check(`30px "${family}"`)).toBe(true);
      await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontFamily).toContain(family);
    }
  },
};
