import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { tooSoonCopy } from './TooSoonPage';

const meta = {
  title: 'Portal/Too soon',
  component: PortalPreview,
  args: { path: '/too-soon', orderNumber: '1003' },
  parameters: {
    docs: {
      description: {
        component:
          'A parcel marked delivered a day ago: the date a claim can be filed, and what to check meanwhile.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, tooSoonCopy.title);
    await expect(canvas.getByText(tooSoonCopy.subtitle)).toBeVisible();
    await expect(canvas.getByText(tooSoonCopy.fileFrom)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/2026/);
    await expect(canvas.getByText(/building staff/)).toBeVisible();
  },
};
