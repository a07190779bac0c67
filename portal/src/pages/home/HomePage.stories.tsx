import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { issuesCopy } from '../issues/IssuesPage';
import { homeCopy } from './HomePage';

const meta = {
  title: 'Portal/Home',
  component: PortalPreview,
  args: { path: '/', orderNumber: '1001' },
  parameters: { docs: { description: { component: 'The way back into a claim in progress.' } } },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, homeCopy.title);
    await expect(canvas.getByRole('link', { name: homeCopy.begin })).toHaveAttribute('href', '/issues');
  },
};

export const InProgress: Story = {
  args: {
    draft: {
      fulfillments: {
        'f-1001': {
          id: 'f-1001',
          issues: [{ id: 'teeWrong1', sourceItemId: 'src-tee', quantity: 1, type: 'WRONG_ITEM' }],
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, homeCopy.title);
    await expect(canvas.getByRole('link', { name: homeCopy.continue })).toHaveAttribute(
      'href',
      '/resolution',
    );
  },
};

const deleteSession = fn();

export const StartOver: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  args: {
    ...InProgress.args,
    client: (fake) => ({
      ...fake,
      deleteSession: (session) => {
        deleteSession(session);
        return fake.deleteSession(session);
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    deleteSession.mockClear();
    await findPageHeading(canvas, homeCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: homeCopy.startOver }));
    await arriveAt(canvas, userEvent, issuesCopy.title);
    // Clearing the draft deletes its saved session, so coming back does not bring the answers back.
    await expect(deleteSession).toHaveBeenCalledWith(expect.objectContaining({ id: 'story-session-1001' }));
    await expect(canvas.getByRole('radio', { name: issuesCopy.issuesWithItems })).not.toBeChecked();
  },
};
