import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { notShippedCopy } from './NotShippedPage';

const meta = {
  title: 'Portal/Not shipped',
  component: PortalPreview,
  args: { path: '/not-shipped', orderNumber: '1005' },
  parameters: {
    docs: {
      description: { component: 'Nothing has shipped yet: what happens next, and when to come back.' },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, notShippedCopy.title);
    await expect(canvas.getByText('Awaiting Shipment')).toBeVisible();
    await expect(canvas.getByText(/will email you a tracking number/)).toBeVisible();
  },
};
