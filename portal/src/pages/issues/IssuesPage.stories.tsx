import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { itemsCopy } from '../items/ItemsPage';
import { shipmentsCopy } from '../shipments/ShipmentsPage';
import { issuesCopy } from './IssuesPage';

const meta = {
  title: 'Portal/Issues',
  component: PortalPreview,
  args: { path: '/issues', orderNumber: '1001' },
  parameters: {
    docs: {
      description: {
        component:
          'The issue type: "Haven\'t received my order" leads to the shipments, "Issues with my items" to the items.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, issuesCopy.title);
    await expect(canvas.getByText('Order #1001 · 6 items')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: issuesCopy.notReceived })).toHaveAccessibleDescription(
      issuesCopy.notReceivedHelp,
    );
    await expect(canvas.getByRole('radio', { name: issuesCopy.issuesWithItems })).toHaveAccessibleDescription(
      issuesCopy.issuesWithItemsHelp,
    );
  },
};

export const OneItem: Story = {
  args: { orderNumber: '1003' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, issuesCopy.title);
    await expect(canvas.getByText('Order #1003 · 1 item')).toBeVisible();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, issuesCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: issuesCopy.continue }));
    await expect(await canvas.findByText(issuesCopy.missingChoice)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: issuesCopy.notReceived })).toHaveFocus();
  },
};

export const ByKeyboardToTheItems: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, issuesCopy.title);
    canvas.getByRole('radio', { name: issuesCopy.notReceived }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: issuesCopy.issuesWithItems })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    const heading = await findPageHeading(canvas, itemsCopy.title);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const ToTheShipments: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, issuesCopy.title);
    await userEvent.click(canvas.getByText(issuesCopy.notReceived));
    await userEvent.click(canvas.getByRole('button', { name: issuesCopy.continue }));
    await arriveAt(canvas, userEvent, shipmentsCopy.title);
  },
};
