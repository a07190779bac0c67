import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Order Number', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A native `<input>` with its label, description and error wired up: the label names it, the description and the error are read with it (`aria-describedby`), an error sets `aria-invalid`. `required` adds an asterisk (hidden from screen readers, which announce the input as required). Other props go to the input (`type`, `autoComplete`, `inputMode`, `value`…).',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Order Number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('#1001');
    await expect(input).toHaveValue('#1001');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    description: 'The email address you used for the order.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAccessibleDescription('The email address you used for the order.');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const Required: Story = {
  args: { label: 'Email Address', type: 'email', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toBeRequired();
    // The asterisk is for the eye only: the name stays the label's text.
    await expect(input).toHaveAccessibleName('Email Address');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email Address',
    type: 'email',
    required: true,
    defaultValue: 'shopper@',
    description: 'The email address you used for the order.',
    error: 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'The email address you used for the order. Enter a valid email address',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '#1001' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Order Number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
