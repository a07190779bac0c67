import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const confirmation =
  'I confirm this address is accurate and understand items cannot be reshipped multiple times if incorrect.';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: confirmation, onChange: fn() },
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
          'A native `<input type="checkbox">`: Space toggles it, the whole label is clickable, the description and error are read with it. Native because it is fully accessible on its own. Use `checked` + `onChange` (controlled) or `defaultChecked`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: confirmation });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText(confirmation));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: confirmation })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Please confirm your shipping address.', required: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: confirmation });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('Please confirm your shipping address.');
  },
};

export const WithDescription: Story = {
  args: { label: 'Same issue for all units', description: 'Untick to describe each unit on its own.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Same issue for all units' }),
    ).toHaveAccessibleDescription('Untick to describe each unit on its own.');
  },
};

export const Controlled: Story = {
  render: function ControlledCheckbox(args) {
    const [confirmed, setConfirmed] = useState(false);
    return (
      <Checkbox
        {...args}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.target.checked)}
        error={confirmed ? undefined : 'Please confirm your shipping address.'}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: confirmation });
    await expect(checkbox).toBeInvalid();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeValid();
    await expect(canvas.queryByText('Please confirm your shipping address.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: confirmation });
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
