import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ADDRESS_LABEL, ConsolePagePreview, storyQueue } from '../settings/stories/ConsolePagePreview';
import { installFakeStaffApi } from '../settings/stories/fakeStaffApi';
import { storyMe, storyStore } from '../settings/stories/SettingsPreview';

const meta = {
  title: 'Console/Queue',
  component: ConsolePagePreview,
  args: { path: '/claims' },
  // The queue's dates are relative to today: a picture of them would change every day.
  tags: ['screenshot:none'],
  beforeEach: () =>
    installFakeStaffApi(storyMe('store_admin'), { ...storyStore('store_admin'), queue: storyQueue() }),
  parameters: {
    docs: { description: { component: 'The claim queue: tabs with counts, filters in the URL, selection.' } },
  },
} satisfies Meta<typeof ConsolePagePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TabsAndFilters: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = await canvas.findByRole('navigation', { name: 'Queue tabs' });
    await expect(await within(tabs).findByRole('link', { name: 'Needs action (2)' })).toBeVisible();
    await expect(within(tabs).getByRole('link', { name: /\(1\)$/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Claims' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), { timeout: 5000 });
    // The browser tab says which view it shows.
    await waitFor(() => expect(document.title).toBe('Needs action: Claims · Claims console'));
    // Only the claim whose order changed after its filing says so.
    await expect(within(table).getAllByText('Order changed')).toHaveLength(1);

    // A status filter goes into the URL, and the table shows what it finds.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(canvas.getByLabelText(ADDRESS_LABEL)).toHaveTextContent('status=OPEN'));
    await waitFor(
      () => expect(canvas.queryByRole('checkbox', { name: 'Select claim #41' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select claim #42' })).toBeVisible();
    // A new view's table is a new element (the old one unmounts while the view loads).
    await expect(within(canvas.getByRole('table', { name: 'Claims' })).getAllByRole('row')).toHaveLength(2);
  },
};

export const Selection: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select claim #41' }));
    await expect(await canvas.findByText('1 claim selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every claim shown' }));
    await expect(await canvas.findByText('3 claims selected')).toBeVisible();

    // Left behind with its view: back to it, nothing is selected.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(canvas.getByLabelText(ADDRESS_LABEL)).toHaveTextContent('status=OPEN'));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Any status' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Select claim #41' })).not.toBeChecked();
    await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
  },
};
