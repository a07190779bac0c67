import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SAMPLE_CLAIM_TOKEN } from '../../fake/sampleData';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { printCopy } from './PrintPage';

const meta = {
  title: 'Portal/Print',
  component: PortalPreview,
  args: { path: `/print/${SAMPLE_CLAIM_TOKEN}` },
  parameters: { docs: { description: { component: 'A clean printable summary of a filed claim.' } } },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, printCopy.title('1001'));
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Item issues' })).toBeVisible();
    await expect(canvas.getByText('One glass arrived cracked along the rim.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: printCopy.print })).toBeVisible();
  },
};
