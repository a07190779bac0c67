import { ReviewInput } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Claims/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => {}) },
  parameters: {
    docs: {
      description: {
        component:
          'A review of a resolved claim: 1 to 5 stars (a radio group; Tab to it, arrow keys to choose, each star named “n stars”) and an optional comment, checked with the domain’s `ReviewInput` before `onSubmit`. Shows a thank-you (and moves focus to it) once sent; a failure keeps what was written. Given an `action`, it is also a plain form (POST) that a server can answer before the page’s script has run; `unsent` shows that answer.',
      },
    },
  },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue('');
  },
};

export const RateByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Submit review' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Choose 1 to 5 stars')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const fourStars = canvas.getByRole('radio', { name: '4 stars' });
    await expect(fourStars).toBeChecked();
    await expect(fourStars).toHaveFocus();
    await expect(canvas.queryByText('Choose 1 to 5 stars')).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Comments (optional)' })).toHaveFocus();
    await userEvent.keyboard('Quick and friendly.');
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      ReviewInput.parse({ rating: 4, comment: 'Quick and friendly.' }),
    );
    const thanks = await canvas.findByText('Thank you for your review!');
    await expect(thanks).toHaveFocus();
    await expect(thanks).toHaveAttribute('role', 'status');
  },
};

export const RatingRequired: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The schema's own message for a missing rating.
    const message = ReviewInput.safeParse({ rating: 0 }).error?.issues[0]?.message ?? 'no message';
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('HTTP 500');
    }),
    defaultValue: { rating: 2, comment: 'The replacement took two weeks.' },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your review could not be sent. Please try again.');
    await expect(alert).not.toHaveTextContent('HTTP 500');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(
      'The replacement took two weeks.',
    );
    await expect(canvas.getByRole('button', { name: 'Submit review' })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Sent before the page's script ran, the form is a plain form to `action`; when the server did not send the
 * review, the page shows it again with what was chosen and written, and why.
 */
export const NotSentByTheServer: Story = {
  args: {
    action: '/view/demo-token/review',
    unsent: {
      typed: { rating: '2', comment: 'The replacement took two weeks.' },
      answer: { kind: 'not-sent' },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/view/demo-token/review');
    const chosen = canvas.getByRole('radio', { name: '2 stars' });
    await expect(chosen).toBeChecked();
    await expect(chosen).toHaveAttribute('name', 'rating');
    await expect(chosen).toHaveAttribute('value', '2');
    const comment = canvas.getByRole('textbox', { name: 'Comments (optional)' });
    await expect(comment).toHaveValue('The replacement took two weeks.');
    await expect(comment).toHaveAttribute('name', 'comment');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your review could not be sent. Please try again.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
