import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Affected items', max: 3, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A whole number between `min` (1 by default) and `max` (the units left to claim, from the domain\'s `claimableQuantity`): a number field (role spinbutton: arrow keys, Home, End, or typing) between "Decrease" and "Increase" buttons. A typed count is kept within the bounds when the field is left or Enter is pressed. A count changed with a button is announced politely, since focus stays on the button; at a bound the button is `aria-disabled` and keeps focus.',
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Affected items' });
    const increase = canvas.getByRole('button', { name: 'Increase' });
    const decrease = canvas.getByRole('button', { name: 'Decrease' });
    await expect(field).toHaveValue('1');
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(field).toHaveAttribute('aria-valuenow', '2');
    const liveRegion = canvasElement.querySelector('[aria-live="polite"]');
    await expect(liveRegion).toHaveTextContent('2');
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(field).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveFocus();
  },
};

export const Keyboard: Story = {
  args: { max: 5 },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Affected items' });
    // Tab order: Decrease, the field, Increase.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('3');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('5');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('5');
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('2');
  },
};

export const Typing: Story = {
  args: { max: 4 },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Affected items' });
    await userEvent.tripleClick(field);
    await userEvent.keyboard('3x');
    await expect(field).toHaveValue('3');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.tripleClick(field);
    await userEvent.keyboard('9');
    await userEvent.tab();
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.tripleClick(field);
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    // An empty field goes back to the last count.
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Controlled: Story = {
  args: { max: 10, description: 'How many of the 10 mugs arrived broken?' },
  render: function ControlledStepper(args) {
    const [count, setCount] = useState(4);
    return (
      <QuantityStepper
        {...args}
        value={count}
        onChange={(next) => {
          setCount(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Affected items' });
    await expect(field).toHaveAccessibleDescription('How many of the 10 mugs arrived broken?');
    await expect(field).toHaveValue('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await waitFor(() => expect(field).toHaveValue('3'));
  },
};

export const WithError: Story = {
  args: { error: 'Only 3 items are left to claim' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Affected items' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Only 3 items are left to claim');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton', { name: 'Affected items' })).toBeDisabled();
  },
};
