import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SAMPLE_CLAIM_TOKEN } from '../../fake/sampleData';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { viewClaimReviewCopy } from './ViewClaimReviewPage';

const meta = {
  title: 'Portal/View my claim/Review',
  component: PortalPreview,
  args: { path: `/view/${SAMPLE_CLAIM_TOKEN}/review` },
  parameters: {
    docs: { description: { component: 'The review step of a filed claim: a star rating and a comment.' } },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LeaveAReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, viewClaimReviewCopy.title);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comments (optional)' }), 'Quick and friendly.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Thank you for your review!')).toBeVisible();
  },
};
