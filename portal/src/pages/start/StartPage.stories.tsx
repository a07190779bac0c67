import { ClaimsApiError } from '@orderprotection/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, bodyOf, findPageHeading } from '../../stories/queries';
import { issuesCopy } from '../issues/IssuesPage';
import { tooSoonCopy } from '../too-soon/TooSoonPage';
import { startCopy } from './StartPage';

const meta = {
  title: 'Portal/Start',
  component: PortalPreview,
  args: { path: '/start' },
  parameters: {
    docs: {
      description: {
        component:
          'The order lookup, the first page of the claim flow. After the lookup the order decides the next page: the issues page, several shipments, too soon, too late, not shipped, or a note when the order is not protected.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, startCopy.title);
    await expect(canvas.getByText(startCopy.subtitle)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startCopy.orderNumber })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startCopy.email })).toBeVisible();
  },
};

export const MissingAnswers: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: startCopy.submit }));
    const orderNumber = canvas.getByRole('textbox', { name: startCopy.orderNumber });
    await expect(orderNumber).toHaveFocus();
    await expect(orderNumber).toHaveAccessibleDescription(
      expect.stringContaining(startCopy.orderNumberMissing),
    );
    await userEvent.type(orderNumber, '1001');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'not-an-email');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: startCopy.email })).toHaveAccessibleDescription(
      expect.stringContaining(startCopy.emailInvalid),
    );
  },
};

export const OrderNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1001');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'someone.else@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(startCopy.notFound);
  },
};

export const TrimsAndFindsTheOrder: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '  1001 ');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), ' ada@example.com  ');
    await userEvent.keyboard('{Enter}');
    const heading = await findPageHeading(canvas, issuesCopy.title);
    // After a navigation the new page's heading has focus, so a screen reader starts there.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const TooSoonToClaim: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1003');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'alan@example.com');
    await userEvent.keyboard('{Enter}');
    await findPageHeading(canvas, tooSoonCopy.title);
    await expect(canvas.getByText(tooSoonCopy.subtitle)).toBeVisible();
  },
};

export const NotProtected: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1006');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'barbara@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(startCopy.notProtectedTitle)).toBeVisible();
    await expect(canvas.getByText(startCopy.notProtected('Demo Store'))).toBeVisible();
  },
};

export const OneTimeAppeasement: Story = {
  tags: ['screenshot:page'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1007');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'edsger@example.com');
    await userEvent.keyboard('{Enter}');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'A one-time courtesy' });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('one-time exception'));
  },
};

export const AcceptTheOneTimeAppeasement: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1007');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'edsger@example.com');
    await userEvent.keyboard('{Enter}');
    const body = bodyOf(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Accept and continue' }));
    await arriveAt(canvas, userEvent, issuesCopy.title);
  },
};

export const TooManyAttempts: Story = {
  args: {
    client: (fake) => ({
      ...fake,
      lookupOrder: () =>
        Promise.reject(
          new ClaimsApiError({
            message: 'Too many attempts to find an order. Please wait a minute and try again.',
            statusCode: 429,
            data: { retryAfterSeconds: 90 },
          }),
        ),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, startCopy.title);
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.orderNumber }), '1001');
    await userEvent.type(canvas.getByRole('textbox', { name: startCopy.email }), 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(startCopy.rateLimited('2 minutes'));
  },
};
