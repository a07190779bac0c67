import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoStoreName } from '../../demo-merchants';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Logo } from '../Logo/Logo';
import { Text } from '../Text/Text';
import { PageShell } from './PageShell';

const meta = {
  title: 'Basics/PageShell',
  component: PageShell,
  args: { logo: null, children: null },
  render: (args, { globals }) => (
    <PageShell
      {...args}
      logo={<Logo alt={demoStoreName(globals)} href="#start" />}
      footer={
        <Text size="sm" tone="muted">
          Claims handled by OrderProtection
        </Text>
      }
    >
      <Heading level={1}>Get a resolution for your order in minutes</Heading>
      <Text>We're sorry to hear you have a problem with your order. Let's get it resolved.</Text>
      <div style={{ marginTop: 24 }}>
        <Button>Find my order</Button>
      </div>
    </PageShell>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The frame of every page: skip link, header with the merchant's logo (banner), the main landmark in a readable column and an optional footer (contentinfo). One per page; page content goes in `children`.",
      },
    },
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** One long word, as a German or Dutch store name can be: it cannot wrap at a space. */
const LONG_STORE_NAME = 'Kirschblütenteehausgesellschaft Sakura';

export const LongStoreNameOnAPhone: Story = {
  // The name is set in the merchant's headline font, letter spacing and case.
  tags: ['play:every-merchant'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Small phone (320 px)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
      },
    },
  },
  render: (args) => (
    <PageShell {...args} logo={<Logo alt={LONG_STORE_NAME} src="" href="#start" />}>
      <Heading level={1}>Get a resolution for your order in minutes</Heading>
    </PageShell>
  ),
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(view.innerWidth).toBe(320);
    // The whole name is shown, wrapped inside the header rather than cut or pushed past the screen's edge.
    const name = canvas.getByText(LONG_STORE_NAME);
    await expect(name).toBeVisible();
    const header = canvas.getByRole('banner');
    for (const element of [name, canvas.getByRole('link', { name: LONG_STORE_NAME }), header]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        header.getBoundingClientRect().right,
      );
    }
  },
};
