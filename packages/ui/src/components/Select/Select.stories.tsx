import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

// The item issue types of the spec ("Damaged, Defective, Missing, Wrong item"), as the portal will pass them.
const issueOptions: readonly SelectOption[] = [
  { value: 'DAMAGED', label: 'Damaged' },
  { value: 'DEFECTIVE_ITEM', label: 'Defective' },
  { value: 'MISSING_ITEM', label: 'Missing' },
  { value: 'WRONG_ITEM', label: 'Wrong item' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Issue', placeholder: 'Select issue', options: issueOptions, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a list (react-aria-components Select). Enter, Space or the arrow keys open the list, typing a letter jumps to an option, Escape closes it and focus returns to the field. Give it a placeholder such as "Select issue"; `error` marks it invalid and is read with it. The `id` is the trigger\'s, so a FormErrorSummary link can focus it.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Issue/ });
    await expect(trigger).toHaveTextContent('Select issue');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Damaged', 'Defective', 'Missing', 'Wrong item']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('DEFECTIVE_ITEM');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Defective');
  },
};

export const TypeToChoose: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Issue/ });
    await userEvent.tab();
    await userEvent.keyboard('w');
    await expect(args.onChange).toHaveBeenCalledWith('WRONG_ITEM');
    await expect(trigger).toHaveTextContent('Wrong item');
  },
};

export const WithError: Story = {
  args: { error: 'Select an issue for this item', required: true, id: 'issue-type' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Issue/ });
    await expect(trigger).toHaveAttribute('id', 'issue-type');
    await expect(trigger).toHaveAccessibleDescription('Select an issue for this item');
    await expect(canvas.getByText('Select an issue for this item')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = useState<string | null>('MISSING_ITEM');
    return (
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Issue/ });
    await expect(trigger).toHaveTextContent('Missing');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Damaged' }));
    await expect(trigger).toHaveTextContent('Damaged');
  },
};
