import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { id: 'zip-error', children: 'Enter a valid zip code for United States, such as 90210' },
  parameters: {
    docs: {
      description: {
        component:
          'The message under a field that failed validation: danger colour and an icon, so it does not rely on colour. The form fields render it from their `error` prop and reference its `id` in `aria-describedby`; use it directly only next to a custom control.',
      },
    },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText('Enter a valid zip code for United States, such as 90210');
    await expect(message.closest('p')).toHaveAttribute('id', 'zip-error');
  },
};

export const DescribesAField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor="custom-zip">Zip code</label>
      {/* The page's font: Chromium picks a form control's default font differently from run to run. */}
      <input
        id="custom-zip"
        aria-invalid="true"
        aria-describedby={args.id}
        defaultValue="9021"
        style={{ font: 'inherit' }}
      />
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      'Enter a valid zip code for United States, such as 90210',
    );
  },
};
