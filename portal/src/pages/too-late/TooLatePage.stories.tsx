import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { tooLateCopy } from './TooLatePage';

const meta = {
  title: 'Portal/Too late',
  component: PortalPreview,
  args: { path: '/too-late', orderNumber: '1004' },
  parameters: {
    docs: {
      description: {
        component: 'The claim window has passed: when the order arrived, and what to do instead.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, tooLateCopy.title);
    await expect(canvas.getByText(/^Delivered on/)).toBeVisible();
    await expect(canvas.getByText(/Contact Demo Store directly/)).toBeVisible();
  },
};
