import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

// The spec's shipment issue types, as the portal will pass them.
const shipmentIssues: readonly RadioOption[] = [
  { value: 'ORDER_DELIVERED_NOT_RECEIVED', label: 'Delivered not received' },
  { value: 'RETURNED_TO_SENDER', label: 'Returned to sender' },
  { value: 'STOLEN', label: 'Stolen', description: 'The package was taken after delivery.' },
  { value: 'TRACKING_NOT_MOVING', label: 'Tracking not moving' },
  { value: 'WRONG_ADDRESS', label: 'Wrong address' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'What happened to the shipment?', options: shipmentIssues, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "One choice among a few short options, all visible (react-aria-components RadioGroup). Tab enters the group on the chosen option (or the first), the arrow keys move and choose, Tab leaves. An option's description is read as its description, not as part of its name. For cards with help text and a badge use ChoiceCardGroup; for long lists, Select.",
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What happened to the shipment?' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Delivered not received' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const stolen = canvas.getByRole('radio', { name: 'Stolen' });
    await expect(stolen).toBeChecked();
    await expect(stolen).toHaveAccessibleDescription('The package was taken after delivery.');
    await expect(args.onChange).toHaveBeenLastCalledWith('STOLEN');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Preferred contact',
    orientation: 'horizontal',
    defaultValue: 'email',
    options: [
      { value: 'email', label: 'Email' },
      { value: 'phone', label: 'Phone' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('phone');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    id: 'shipment-issue',
    description: 'Choose the one that fits best.',
    error: 'Choose what happened to the shipment',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What happened to the shipment?' });
    await expect(group).toHaveAttribute('id', 'shipment-issue');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Choose the one that fits best. Choose what happened to the shipment',
    );
  },
};

export const DisabledOption: Story = {
  args: {
    options: shipmentIssues.map((option) =>
      option.value === 'RETURNED_TO_SENDER' ? { ...option, isDisabled: true } : option,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled option is skipped.
    await expect(canvas.getByRole('radio', { name: 'Stolen' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Returned to sender' })).toBeDisabled();
  },
};
