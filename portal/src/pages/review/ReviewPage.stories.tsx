import { ClaimsApiError } from '@orderprotection/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { claimPhotos } from '../../fake/images';
import { PortalPreview, type StoryDraft } from '../../stories/PortalPreview';
import { arriveAt, bodyOf, findPageHeading } from '../../stories/queries';
import { claimReceivedCopy } from '../claim-received/ClaimReceivedPage';
import { reviewCopy } from './ReviewPage';

/** A 1×1 PNG: a valid signature as far as the schema goes. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const answered: StoryDraft = {
  fulfillments: {
    'f-1001': {
      id: 'f-1001',
      issues: [
        {
          id: 'mugDamaged1',
          sourceItemId: 'src-mug',
          quantity: 1,
          type: 'DAMAGED',
          details: 'The handle snapped off in transit.',
          media: [
            {
              fileKey: 'story-dented-box.svg',
              filename: 'dented-box.svg',
              downloadLink: claimPhotos.dentedBox,
              caption: 'The box as it arrived',
            },
          ],
        },
        {
          id: 'teeWrong1',
          sourceItemId: 'src-tee',
          quantity: 1,
          type: 'WRONG_ITEM',
          details: 'Size S, not M.',
        },
      ],
    },
  },
  resolution: { desiredMethod: 'RESHIP' },
};

const meta = {
  title: 'Portal/Review',
  component: PortalPreview,
  args: { path: '/resolution/review', orderNumber: '1001', draft: answered },
  parameters: {
    docs: {
      description: {
        component:
          'The last step: the claim, the preferred resolution, the shipping address to confirm or edit, the signature, and "Submit your claim".',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, reviewCopy.title);
    for (const section of [reviewCopy.myClaim, reviewCopy.preferredResolution, reviewCopy.confirmAddress]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(canvas.getByText('Reshipment')).toBeVisible();
    await expect(canvas.getByText('350 Fifth Avenue')).toBeVisible();
    await expect(canvas.getByText('The handle snapped off in transit.')).toBeVisible();
    await expect(canvas.getByText('1 photo')).toBeVisible();
  },
};

export const NotConfirmedNorSigned: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, reviewCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: reviewCopy.submit }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(reviewCopy.confirmError);
    await expect(summary).toHaveTextContent(reviewCopy.signatureError);
    await waitFor(() => expect(summary).toHaveFocus());
    const checkbox = canvas.getByRole('checkbox', { name: reviewCopy.confirmLabel });
    await expect(checkbox).toHaveAccessibleDescription(reviewCopy.confirmError);
    await userEvent.click(canvas.getByRole('link', { name: reviewCopy.confirmError }));
    await expect(checkbox).toHaveFocus();
  },
};

export const EditTheAddress: Story = {
  tags: ['screenshot:page'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, reviewCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: reviewCopy.editAddress }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Edit shipping address' });
    const address = await bodyOf(dialog).findByRole('textbox', { name: /^Address/ });
    await userEvent.clear(address);
    await userEvent.type(address, '12 Harbor Lane');
    await userEvent.click(bodyOf(dialog).getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(reviewCopy.updatedAddress)).toBeVisible();
    await expect(canvas.getByText('12 Harbor Lane')).toBeVisible();
  },
};

export const SignByTyping: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, reviewCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: reviewCopy.addSignature }));
    const dialog = bodyOf(await bodyOf(canvasElement).findByRole('dialog', { name: 'Sign your claim' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Type' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Ada Lovelace');
    await userEvent.click(dialog.getByRole('button', { name: 'Use this signature' }));
    await expect(await canvas.findByRole('img', { name: reviewCopy.signatureAlt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: reviewCopy.changeSignature })).toBeVisible();
  },
};

const savedSessions = fn();

export const SubmitTheClaim: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  args: {
    draft: { ...answered, signature: SIGNATURE },
    client: (fake) => ({
      ...fake,
      saveSession: (session) => {
        savedSessions(session);
        return fake.saveSession(session);
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    savedSessions.mockClear();
    await findPageHeading(canvas, reviewCopy.title);
    await userEvent.click(canvas.getByRole('checkbox', { name: reviewCopy.confirmLabel }));
    await userEvent.click(canvas.getByRole('button', { name: reviewCopy.submit }));
    await arriveAt(canvas, userEvent, claimReceivedCopy.title);
    await expect(canvas.getByText(claimReceivedCopy.subtitle('2001', '#1001'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: claimReceivedCopy.view })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/view\//),
    );
    // The filed draft is emptied (and the emptied draft saved), and the confirmation stays on screen.
    await waitFor(() =>
      expect(savedSessions).toHaveBeenCalledWith(
        expect.objectContaining({ metadata: expect.objectContaining({ fulfillments: {} }) }),
      ),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: claimReceivedCopy.title })).toBeVisible();
  },
};

export const SubmitFails: Story = {
  args: {
    draft: { ...answered, signature: SIGNATURE },
    client: (fake) => ({
      ...fake,
      submitClaim: () =>
        Promise.reject(
          new ClaimsApiError({ message: 'Internal Server Error', statusCode: 503, requestId: 'req-4f2a' }),
        ),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, reviewCopy.title);
    const checkbox = canvas.getByRole('checkbox', { name: reviewCopy.confirmLabel });
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: reviewCopy.submit }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(reviewCopy.submitFailedTitle);
    await expect(alert).toHaveTextContent(reviewCopy.submitFailed);
    await expect(alert).toHaveTextContent(reviewCopy.reference('req-4f2a'));
    // Everything entered is still there, ready for another try.
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByRole('img', { name: reviewCopy.signatureAlt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: reviewCopy.submit })).toBeEnabled();
  },
};

export const AfterAReload: Story = {
  args: { reloaded: true },
  play: async ({ canvas }) => {
    // The order is looked up again and the draft comes back from the server session.
    await findPageHeading(canvas, reviewCopy.title);
    await expect(canvas.getByText('The handle snapped off in transit.')).toBeVisible();
    await expect(canvas.getByText('Reshipment')).toBeVisible();
  },
};
