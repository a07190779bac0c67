import { LIMITS } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: 'Details',
    placeholder: 'Tell us briefly about the issue',
    maxLength: LIMITS.details,
    onChange: fn(),
  },
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
          "A native `<textarea>` for longer answers (an issue's details, a message), wired like TextField: label, description and error are read with it, an error sets `aria-invalid`. Pass `maxLength` from the domain's `LIMITS`.",
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Details' });
    await expect(textArea).toHaveAttribute('placeholder', 'Tell us briefly about the issue');
    await expect(textArea).toHaveAttribute('maxlength', String(LIMITS.details));
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('The box was crushed.{Enter}The mug inside is broken.');
    await expect(textArea).toHaveValue('The box was crushed.\nThe mug inside is broken.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Tell us what happened to the item',
    description: 'A sentence or two is enough.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Details' });
    await expect(textArea).toBeRequired();
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription(
      'A sentence or two is enough. Tell us what happened to the item',
    );
  },
};
