import { BadgeTone, DisplayClaimState, displayClaimStateTone } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { children: 'Fastest', tone: 'info' },
  parameters: {
    docs: {
      description: {
        component:
          "A short label in one of the domain's `BadgeTone`s. Take the tone from the domain (`displayClaimStateTone`, `orderBadgeStateTone`), never pick it by hand for a status. Its corners follow the merchant's button style.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Highlight: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {BadgeTone.options.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^(info|warning|success|danger|neutral)$/)).toHaveLength(
      BadgeTone.options.length,
    );
  },
};

export const DisplayClaimStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {DisplayClaimState.options.map((state) => (
        <Badge key={state} tone={displayClaimStateTone[state]}>
          {state}
        </Badge>
      ))}
    </div>
  ),
};
