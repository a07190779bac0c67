import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, findPageHeading } from '../../stories/queries';
import { returnCopy } from './ReturnPage';
import { returnStartCopy } from './ReturnStartPage';

const meta = {
  title: 'Portal/Return',
  component: PortalPreview,
  args: { path: '/return' },
  parameters: {
    docs: {
      description: {
        component: 'Returns are not claims: where a return starts, reachable without an order.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAnOrder: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, returnCopy.title);
    await userEvent.click(canvas.getByRole('link', { name: returnCopy.startReturn }));
    await arriveAt(canvas, userEvent, returnStartCopy.title);
    await expect(canvas.getByText('your order number')).toBeVisible();
  },
};

export const WithTheStoresReturnsPage: Story = {
  args: { path: '/return/start', orderNumber: '1001' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, returnStartCopy.title);
    const link = canvas.getByRole('link', { name: returnStartCopy.openPortal });
    await expect(link).toHaveAttribute('href', 'https://returns.example.com/demo-store');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
