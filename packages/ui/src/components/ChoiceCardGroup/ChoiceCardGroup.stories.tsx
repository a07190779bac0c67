import type { ResolutionChoice } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { type ChoiceCard, ChoiceCardGroup } from './ChoiceCardGroup';

// The resolution step of the spec, word for word.
const resolutions: readonly ChoiceCard<ResolutionChoice>[] = [
  {
    value: 'RESHIP',
    title: 'Reship them to me',
    badge: 'Fastest',
    help: 'Items will be shipped immediately',
  },
  { value: 'REFUND', title: 'I want a refund', help: 'Up to 5 business days' },
];

const meta = {
  title: 'Forms/ChoiceCardGroup',
  component: ChoiceCardGroup,
  args: { label: 'How can we fix this for you?', options: resolutions, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A radio group drawn as cards (react-aria-components RadioGroup): a title (the option\'s name), help text and an optional badge such as "Fastest" (read as its description). The whole card is clickable; Tab enters the group, the arrow keys move and choose. One column on phones, side by side on wider screens. `hideLabel` keeps the question for screen readers when the page heading already asks it.',
      },
    },
  },
} satisfies Meta<typeof ChoiceCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resolution: Story = {
  tags: ['screenshot:every-merchant'],
  args: { defaultValue: 'RESHIP' },
  play: async ({ canvas, args, userEvent }) => {
    const reship = canvas.getByRole('radio', { name: 'Reship them to me' });
    await expect(reship).toBeChecked();
    await expect(reship).toHaveAccessibleDescription('Fastest Items will be shipped immediately');
    const refund = canvas.getByRole('radio', { name: 'I want a refund' });
    await expect(refund).toHaveAccessibleDescription('Up to 5 business days');
    await userEvent.tab();
    await expect(reship).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(refund).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('REFUND');
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
    await userEvent.click(canvas.getByText('Up to 5 business days'));
    await expect(canvas.getByRole('radio', { name: 'I want a refund' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('REFUND');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'How can we fix this for you?' }),
    ).toBeInTheDocument();
    // Read by screen readers, one pixel on screen.
    await expect(
      canvas.getByText('How can we fix this for you?').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};

export const WithError: Story = {
  args: { error: 'Choose how we should fix this', required: true, id: 'resolution' },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How can we fix this for you?' });
    await expect(group).toHaveAccessibleDescription('Choose how we should fix this');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Reship them to me' })).toBeChecked();
  },
};

export const Controlled: Story = {
  args: {
    label: "What's happening with your order?",
    options: [
      {
        value: 'notReceived',
        title: "Haven't received my order",
        help: 'Stolen, returned to sender, stuck in transit and similar',
      },
      {
        value: 'issuesWithItems',
        title: 'Issues with my items',
        help: 'Defective, damaged, wrong or missing items',
      },
    ],
  },
  render: function ControlledChoice(args) {
    const [choice, setChoice] = useState<string | null>(null);
    return (
      <>
        <ChoiceCardGroup
          {...args}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            args.onChange?.(next);
          }}
        />
        <output style={{ display: 'block', marginTop: 16 }}>{choice ?? 'Nothing chosen'}</output>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent('issuesWithItems');
  },
};

export const DisabledOption: Story = {
  args: {
    options: resolutions.map((option) =>
      option.value === 'REFUND' ? { ...option, isDisabled: true } : option,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const refund = canvas.getByRole('radio', { name: 'I want a refund' });
    await expect(refund).toBeDisabled();
    await userEvent.click(canvas.getByText('Up to 5 business days'));
    await expect(refund).not.toBeChecked();
  },
};
