import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { processCopy } from './ProcessPage';

const meta = {
  title: 'Portal/Process',
  component: PortalPreview,
  args: { path: '/process', orderNumber: '1001' },
  parameters: { docs: { description: { component: 'How a claim goes, step by step.' } } },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, processCopy.title);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(processCopy.steps.length);
  },
};
