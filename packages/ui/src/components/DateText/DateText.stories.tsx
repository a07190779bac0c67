import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText } from './DateText';

// Fixed instants and an explicit zone, so the text and the screenshot never depend on the test machine.
const filedOn = '2026-03-04T15:07:00Z';
const now = '2026-03-06T10:00:00Z';

const meta = {
  title: 'Claims/DateText',
  component: DateText,
  args: { date: filedOn, timeZone: 'America/New_York' },
  parameters: {
    docs: {
      description: {
        component:
          'A date formatted by the domain (`formatCalendarDate` or `formatDate`) inside a `<time>` element with a machine-readable `dateTime`. Pass `now` for relative dates that must not change (tests, screenshots) and `timeZone` to show another zone than the shopper’s.',
      },
    },
  },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calendar: Story = {
  play: async ({ canvas }) => {
    const date = canvas.getByText('Mar 4, 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-03-04');
  },
};

/** Late in the evening in New York is already the next day in Tokyo: the attribute follows the zone. */
export const CalendarInAnotherZone: Story = {
  args: { date: '2026-03-04T23:30:00-05:00', timeZone: 'Asia/Tokyo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mar 5, 2026')).toHaveAttribute('datetime', '2026-03-05');
  },
};

export const RelativeWithinAWeek: Story = {
  args: { format: 'relative', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last Wednesday at 10:07 AM')).toHaveAttribute(
      'datetime',
      '2026-03-04T15:07:00.000Z',
    );
  },
};

export const RelativeToday: Story = {
  args: { format: 'relative', date: '2026-03-06T08:15:00Z', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today at 3:15 AM')).toBeVisible();
  },
};

export const RelativeAWeekOrMoreAgo: Story = {
  args: { format: 'relative', date: '2026-02-20T15:07:00Z', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Feb 20 at 10:07 AM')).toBeVisible();
  },
};
