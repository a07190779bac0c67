import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Basics/ErrorPage',
  component: ErrorPage,
  args: {
    statusCode: 404,
    message: 'Page Not Found: /issues/unknown',
    actions: (
      <Button href="#start" variant="secondary">
        Start a claim
      </Button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The spec\'s error page: status 404 shows "Page Not Found" (with the error\'s message, which names the path, below it); other errors show their own message or "Internal Server Error". Its title is the page\'s h1; the portal supplies the way out.',
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    await expect(canvas.getByText('Page Not Found: /issues/unknown')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { statusCode: 500, message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  },
};

export const OwnMessage: Story = {
  args: {
    statusCode: 503,
    message: 'The claims service is being updated. Please try again in a few minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/being updated/);
  },
};
