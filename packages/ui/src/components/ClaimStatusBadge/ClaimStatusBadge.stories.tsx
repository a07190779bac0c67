import { ClaimStatus, claimStatusLabel, DisplayClaimState } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text';
import { ClaimStatusBadge, claimStatusAppearance } from './ClaimStatusBadge';

const grid: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 12,
};

const meta = {
  title: 'Claims/ClaimStatusBadge',
  component: ClaimStatusBadge,
  args: { status: 'WAITING_FOR_CUSTOMER' },
  parameters: {
    docs: {
      description: {
        component:
          'A claim’s status as a Badge. Lifecycle statuses show the domain’s `claimStatusLabel` in the tone of their display state (`claimStatusDisplayState` → `displayClaimStateTone`); the lowercase display states show in title case with their own tone; an unknown status shows in title case, neutral.',
      },
    },
  },
} satisfies Meta<typeof ClaimStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for Customer')).toBeVisible();
  },
};

/** Every lifecycle status, with its code beside it. */
export const EveryStatus: Story = {
  tags: ['screenshot:every-merchant'],
  render: () => (
    <ul style={grid}>
      {ClaimStatus.options.map((status) => (
        <li
          key={status}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}
        >
          <ClaimStatusBadge status={status} />
          <Text as="span" size="xs" tone="muted">
            {status}
          </Text>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const badges = canvas.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    await expect(badges).toEqual(ClaimStatus.options.map((status) => claimStatusLabel[status]));
  },
};

/** The lowercase display states: new info, pending warning, approved success, denied danger, the rest neutral. */
export const EveryDisplayState: Story = {
  tags: ['screenshot:every-merchant'],
  render: () => (
    <ul style={grid}>
      {DisplayClaimState.options.map((state) => (
        <li
          key={state}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}
        >
          <ClaimStatusBadge status={state} />
          <Text as="span" size="xs" tone="muted">
            {state}: {claimStatusAppearance(state).tone}
          </Text>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const badges = canvas.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent);
    await expect(badges).toEqual(['New', 'Pending', 'Approved', 'Denied', 'Dismissed', 'Closed']);
  },
};

/** A status this version does not know reads as words, in the neutral tone. */
export const UnknownStatus: Story = {
  args: { status: 'ESCALATED_TO_CARRIER' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Escalated To Carrier')).toBeVisible();
  },
};
