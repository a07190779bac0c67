import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { type FormError, FormErrorSummary } from './FormErrorSummary';

const confirmation =
  'I confirm this address is accurate and understand items cannot be reshipped multiple times if incorrect.';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: [{ fieldId: 'confirm-address', message: 'Please confirm your shipping address.' }],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The errors of a form, at its top after a failed submit. It is an alert (announced when it appears); each error links to its field and moves focus there, into a radio group's chosen or first option. Nothing renders while the list is empty. The messages are the same as under the fields.",
      },
    },
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewStep: Story = {
  render: function ReviewForm(args) {
    const [confirmed, setConfirmed] = useState(false);
    const [errors, setErrors] = useState<readonly FormError[]>([]);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setErrors(confirmed ? [] : args.errors);
    };
    return (
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <FormErrorSummary {...args} errors={errors} />
        <Checkbox
          id="confirm-address"
          label={confirmation}
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          error={errors.length > 0 && !confirmed ? 'Please confirm your shipping address.' : undefined}
        />
        <Button type="submit">Submit your claim</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit your claim' }));
    const alert = await canvas.findByRole('alert');
    const link = canvas.getByRole('link', { name: 'Please confirm your shipping address.' });
    await expect(alert).toContainElement(link);
    await expect(link).toHaveAttribute('href', '#confirm-address');
    link.focus();
    await userEvent.keyboard('{Enter}');
    const checkbox = canvas.getByRole('checkbox', { name: confirmation });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit your claim' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SeveralFields: Story = {
  args: {
    title: 'Check the following',
    errors: [
      { fieldId: 'summary-email', message: 'Enter a valid email address' },
      { fieldId: 'summary-issue', message: 'Choose what happened to the shipment' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormErrorSummary {...args} />
      <TextField id="summary-email" label="Email Address" type="email" error="Enter a valid email address" />
      <RadioGroup
        id="summary-issue"
        label="What happened to the shipment?"
        error="Choose what happened to the shipment"
        options={[
          { value: 'STOLEN', label: 'Stolen' },
          { value: 'TRACKING_NOT_MOVING', label: 'Tracking not moving' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the following');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter a valid email address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Choose what happened to the shipment' }));
    await expect(canvas.getByRole('radio', { name: 'Stolen' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
