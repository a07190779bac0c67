import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SAMPLE_CLAIM_TOKEN } from '../../fake/sampleData';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { claimReceivedCopy } from './ClaimReceivedPage';

const meta = {
  title: 'Portal/Claim received',
  component: PortalPreview,
  args: { path: '/claim-received', orderNumber: '1008' },
  parameters: {
    docs: {
      description: {
        component: 'The confirmation after submitting: the claim number, its link, what happens next.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterAReload: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, claimReceivedCopy.title);
    await expect(canvas.getByText(claimReceivedCopy.subtitle('1001', '#1008'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: claimReceivedCopy.view })).toHaveAttribute(
      'href',
      `/view/${SAMPLE_CLAIM_TOKEN}`,
    );
    await expect(canvas.getByRole('link', { name: claimReceivedCopy.print })).toHaveAttribute(
      'href',
      `/print/${SAMPLE_CLAIM_TOKEN}`,
    );
  },
};
