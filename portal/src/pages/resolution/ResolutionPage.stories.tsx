import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PortalPreview, type StoryDraft } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { reviewCopy } from '../review/ReviewPage';
import { resolutionCopy } from './ResolutionPage';

const damagedMug: NonNullable<StoryDraft['fulfillments']> = {
  'f-1001': {
    id: 'f-1001',
    issues: [{ id: 'mugDamaged1', sourceItemId: 'src-mug', quantity: 1, type: 'DAMAGED' }],
  },
};

const meta = {
  title: 'Portal/Resolution',
  component: PortalPreview,
  args: { path: '/resolution', orderNumber: '1001', draft: { fulfillments: damagedMug } },
  parameters: {
    docs: {
      description: {
        component:
          'How the shopper wants the claim fixed: only what the store offers; store credit shows its bonus.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStoreCredit: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, resolutionCopy.title);
    const reship = canvas.getByRole('radio', { name: resolutionCopy.reship });
    await expect(reship).toHaveAccessibleDescription(
      `${resolutionCopy.reshipBadge} ${resolutionCopy.reshipHelp}`,
    );
    await expect(canvas.getByRole('radio', { name: resolutionCopy.refund })).toHaveAccessibleDescription(
      resolutionCopy.refundHelp,
    );
    await expect(canvas.getByRole('radio', { name: resolutionCopy.storeCredit })).toHaveAccessibleDescription(
      resolutionCopy.storeCreditBonus('10%'),
    );
  },
};

export const ReshipAndRefundOnly: Story = {
  args: {
    orderNumber: '1003',
    draft: {
      fulfillments: {
        'f-1003': {
          id: 'f-1003',
          issues: [
            { id: 'headphonesDefect1', sourceItemId: 'src-headphones', quantity: 1, type: 'DEFECTIVE_ITEM' },
          ],
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, resolutionCopy.title);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: resolutionCopy.storeCredit })).toBeNull();
  },
};

export const ChooseAndContinue: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, resolutionCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: resolutionCopy.continue }));
    await expect(await canvas.findByText(resolutionCopy.missingChoice)).toBeVisible();
    await userEvent.click(canvas.getByText(resolutionCopy.refund));
    await userEvent.click(canvas.getByRole('button', { name: resolutionCopy.continue }));
    await arriveAt(canvas, userEvent, reviewCopy.title);
  },
};

const saveSession = fn();

export const SavedToTheSession: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  args: {
    client: (fake) => ({
      ...fake,
      saveSession: (session) => {
        saveSession(session);
        return fake.saveSession(session);
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    saveSession.mockClear();
    await findPageHeading(canvas, resolutionCopy.title);
    await userEvent.click(canvas.getByText(resolutionCopy.refund));
    // The domain's save policy: a new answer is a change worth keeping.
    await waitFor(() =>
      expect(saveSession).toHaveBeenCalledWith(
        expect.objectContaining({
          metadata: expect.objectContaining({ resolution: { desiredMethod: 'REFUND' } }),
        }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: resolutionCopy.continue }));
    await arriveAt(canvas, userEvent, reviewCopy.title);
    // The session's status follows the route.
    await waitFor(() =>
      expect(saveSession).toHaveBeenCalledWith(expect.objectContaining({ status: 'REVIEW' })),
    );
  },
};
