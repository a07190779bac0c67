import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { findPageHeading } from '../../stories/queries';
import { startCopy } from '../start/StartPage';

const meta = {
  title: 'Portal/Routing',
  component: PortalPreview,
  args: { path: '/nowhere' },
  parameters: {
    docs: {
      description: {
        component:
          'What the router does with paths it cannot show: a path no route matches, a claim link whose token is malformed or finds no claim, and a page of the claim flow opened without an order.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnmatchedPath: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page Not Found');
    await expect(canvas.getByText('Page not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find your order' })).toBeVisible();
  },
};

export const MalformedClaimToken: Story = {
  args: { path: '/view/not*a*token' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page Not Found');
    await expect(canvas.getByText('Page Not Found: /view/not*a*token')).toBeVisible();
  },
};

export const UnknownClaimToken: Story = {
  args: { path: '/print/NoClaimHasThisToken-1234567890' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Page Not Found');
    await expect(canvas.getByText('Page Not Found: /print/NoClaimHasThisToken-1234567890')).toBeVisible();
  },
};

export const FlowPageWithoutAnOrder: Story = {
  args: { path: '/resolution/review' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, startCopy.title);
  },
};
