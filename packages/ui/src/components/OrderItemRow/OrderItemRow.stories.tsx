import { OrderItem } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { brokenImageUrl, sampleImages, sampleItem, sampleOrder } from '../../internal/fixtures/sampleOrder';
import { OrderItemRow } from './OrderItemRow';

const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  maxWidth: 560,
};

const meta = {
  title: 'Claims/OrderItemRow',
  component: OrderItemRow,
  args: { item: sampleItem('li_mug'), currency: sampleOrder.currency },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'One order line: image (a placeholder when missing or broken), name, colour / size with region / flavour, quantity and price (`formatMoney`, item price, in the order’s currency). `selectable` makes the row a checkbox for the items page; `disabledReason` keeps it visible and focusable but not selectable, and the reason is read with the checkbox. Texts such as “Already claimed” come from the portal.',
      },
    },
  },
} satisfies Meta<typeof OrderItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ceramic Pour-Over Mug')).toBeVisible();
    await expect(canvas.getByText('$24.00')).toHaveAttribute('data-currency', 'USD');
    await expect(canvas.getByText('Qty 2')).toBeVisible();
    await expect(canvas.getByText('Sage')).toBeVisible();
    // The name is right beside the image, so the image is not announced a second time.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const SizeWithRegion: Story = {
  args: { item: sampleItem('li_tee') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('M (US)')).toBeVisible();
    await expect(canvas.getByText('Navy')).toBeVisible();
  },
};

/** Unit prices keep up to three decimals (spec section 9). */
export const FlavourAndThreeDecimalPrice: Story = {
  args: { item: sampleItem('li_brew') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vanilla')).toBeVisible();
    await expect(canvas.getByText('$14.125')).toBeVisible();
  },
};

export const QuantityInOneShipment: Story = {
  args: { item: sampleItem('li_brew'), quantity: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qty 1')).toBeVisible();
  },
};

export const InYen: Story = {
  args: {
    item: OrderItem.parse({
      id: 'li_jp',
      productName: 'Hinoki Bath Stool',
      productImage: sampleImages.mug,
      price: 4800,
      quantity: 1,
      sourceItemId: 'jp-1',
    }),
    currency: 'JPY',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥4,800')).toBeVisible();
  },
};

export const WithoutImage: Story = {
  args: { item: sampleItem('li_towel') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { item: { ...sampleItem('li_mug'), productImage: brokenImageUrl } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Selectable: Story = {
  // What a pointer hits depends on where the merchant's fonts wrap the row.
  tags: ['play:every-merchant'],
  args: { selectable: true, onSelectedChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ceramic Pour-Over Mug' });
    await expect(checkbox).toHaveAccessibleDescription('Color: Sage $24.00 Qty 2');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    // Anywhere on the row toggles it, not only the small box: what a pointer hits over the price is the
    // checkbox's label (user-event dispatches to the element it is given, so ask the browser what is hit).
    const price = canvas.getByText('$24.00').getBoundingClientRect();
    const hit = document.elementFromPoint(price.x + price.width / 2, price.y + price.height / 2);
    const label = canvas.getByText('Ceramic Pour-Over Mug');
    await expect(hit).toBe(label);
    await userEvent.click(label);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const SelectedCompact: Story = {
  args: { selectable: true, defaultSelected: true, compact: true, item: sampleItem('li_tee') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Organic Cotton Tee' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: {
    selectable: true,
    item: sampleItem('li_towel'),
    disabledReason: 'Refunded',
    onSelectedChange: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Linen Tea Towel' });
    await expect(checkbox).toHaveAttribute('aria-disabled', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Refunded Color: Oat $12.00 Qty 1');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Linen Tea Towel'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

/** The items page: pick items by keyboard; the ones already claimed or refunded cannot be picked. */
export const ItemsToPick: Story = {
  args: { onSelectedChange: fn() },
  render: (args) => (
    <ul style={list}>
      <OrderItemRow {...args} as="li" selectable item={sampleItem('li_mug')} />
      <OrderItemRow
        {...args}
        as="li"
        selectable
        item={sampleItem('li_tee')}
        disabledReason="Already claimed"
      />
      <OrderItemRow {...args} as="li" selectable item={sampleItem('li_brew')} />
      <OrderItemRow {...args} as="li" selectable item={sampleItem('li_towel')} disabledReason="Refunded" />
    </ul>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const [mug, tee, brew, towel] = canvas.getAllByRole('checkbox');
    if (!mug || !tee || !brew || !towel) throw new Error('expected four checkboxes');
    await userEvent.tab();
    await expect(mug).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(tee).toHaveFocus();
    await expect(tee).toHaveAccessibleDescription(expect.stringContaining('Already claimed'));
    await userEvent.keyboard(' ');
    await expect(tee).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect([mug, tee, brew, towel].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    await expect(args.onSelectedChange).toHaveBeenCalledTimes(2);
  },
};

/** Compact rows, as inside a shipment card. */
export const CompactList: Story = {
  render: (args) => (
    <ul style={list}>
      {sampleOrder.orderItems.map((item) => (
        <OrderItemRow {...args} key={item.id} as="li" compact item={item} />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleOrder.orderItems.length);
  },
};
