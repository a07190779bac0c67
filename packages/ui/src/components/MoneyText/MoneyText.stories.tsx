import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText } from './MoneyText';

const meta = {
  title: 'Claims/MoneyText',
  component: MoneyText,
  args: { amount: 1234.5, currency: 'USD' },
  parameters: {
    docs: {
      description: {
        component:
          'An amount formatted by the domain’s `formatMoney` inside a `<data>` element carrying the number (`value`) and the ISO code (`data-currency`). Totals show the currency’s minor units (USD 2, JPY 0, KWD 3); `kind="itemPrice"` shows up to 3 decimals for unit prices.',
      },
    },
  },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Total: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('$1,234.50');
    await expect(amount.tagName).toBe('DATA');
    await expect(amount).toHaveAttribute('value', '1234.5');
    await expect(amount).toHaveAttribute('data-currency', 'USD');
  },
};

export const ItemPrice: Story = {
  args: { amount: 1.125, kind: 'itemPrice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.125')).toHaveAttribute('value', '1.125');
  },
};

export const DefaultCurrency: Story = {
  args: { amount: 19.9, currency: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$19.90')).toHaveAttribute('data-currency', 'USD');
  },
};

/** Minor units come from the country data: none for yen, three for dinar. */
export const Currencies: Story = {
  render: () => (
    <ul>
      <li>
        <MoneyText amount={1234.5} currency="USD" />
      </li>
      <li>
        <MoneyText amount={1234.5} currency="JPY" />
      </li>
      <li>
        <MoneyText amount={12.3456} currency="KWD" />
      </li>
      <li>
        <MoneyText amount={-8} currency="EUR" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const texts = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(texts).toEqual(['$1,234.50', '¥1,235', 'KWD\u00a012.346', '-€8.00']);
  },
};
