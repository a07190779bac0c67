import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Submit your claim', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A native `<button>`, or an `<a>` when given `href`. Use one `primary` button per screen for the main action, `secondary` for the alternatives, `ghost` for low-emphasis actions and `danger` for destructive ones. `loading` keeps focus on the button and ignores clicks while the action runs. Shape (button style), text transform and colours come from the merchant theme.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submit your claim' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Remove photo
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const Sizes: Story = {
  // Heights in order with every merchant's font, letter spacing and text transform.
  tags: ['play:every-merchant'],
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().height);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(heights[0]).toBeGreaterThanOrEqual(24);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submit your claim' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Submit your claim' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '#start', children: 'Start a new claim', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start a new claim' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#start');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const container = button.parentElement;
    if (!container) throw new Error('the button has no container');
    const { paddingLeft, paddingRight } = getComputedStyle(container);
    const available =
      container.clientWidth - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(available, 0);
  },
};
