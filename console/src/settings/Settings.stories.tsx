import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { apiTokensCopy } from './ApiTokensPage';
import { brandingCopy } from './BrandingPage';
import { labelsCopy } from './LabelsPage';
import { notificationsCopy } from './NotificationsPage';
import { policyCopy } from './PolicyPage';
import { replyToCopy } from './ReplyToForm';
import { secretCopy } from './SecretShownOnce';
import { settingsCopy } from './SettingsLayout';
import { installFakeStaffApi } from './stories/fakeStaffApi';
import { SettingsPreview, storyMe, storyStore } from './stories/SettingsPreview';
import { teamCopy } from './TeamPage';
import { webhooksCopy } from './WebhooksPage';

const meta = {
  title: 'Console/Store settings',
  component: SettingsPreview,
  args: { path: '/settings/aurora/branding', role: 'account_owner' },
  // Each story starts from Aurora's settings as storyStore gives them, answered as the story's person.
  beforeEach: ({ args }) => installFakeStaffApi(storyMe(args.role), storyStore(args.role)),
  parameters: {
    docs: { description: { component: "A store's settings in the console, for its owners and admins." } },
  },
} satisfies Meta<typeof SettingsPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Branding: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: settingsCopy.title });
    const brand = await canvas.findByLabelText(brandingCopy.brand700, { exact: true });
    const preview = canvas.getByRole('region', { name: 'Preview of your claims portal' });
    const start = within(preview).getByRole('button', { name: 'Start my claim' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#ffe680');
    // The preview wears the unsaved colour, and the contrast correction the theme makes is named.
    await waitFor(() => expect(getComputedStyle(start).backgroundColor).toBe('rgb(255, 230, 128)'));
    await expect(canvas.getByText(brandingCopy.corrections)).toBeVisible();
    await expect(canvas.getByText(/Brand colour: #ffe680 is hard to read/)).toBeVisible();

    // The server refuses an http logo; its message shows under the field.
    // Pasted, not typed: each keystroke re-themes the preview, which a busy machine feels.
    await userEvent.click(canvas.getByLabelText(brandingCopy.logoUrl));
    await userEvent.paste('http://example.com/logo.png');
    await userEvent.click(canvas.getByRole('button', { name: brandingCopy.save }));
    const logo = canvas.getByLabelText(brandingCopy.logoUrl);
    await waitFor(() => expect(logo).toHaveAccessibleDescription(/Expected https:\/\//));
    await expect(logo).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(logo);
    await userEvent.click(canvas.getByRole('button', { name: brandingCopy.save }));
    await expect(await canvas.findByText(brandingCopy.saved)).toBeVisible();
  },
};

export const ClaimPolicy: Story = {
  args: { path: '/settings/aurora/policy' },
  play: async ({ canvas, userEvent }) => {
    const window = await canvas.findByLabelText(policyCopy.claimWindowDays);
    await expect(window).toHaveValue('30');
    await userEvent.clear(window);
    await userEvent.type(window, '400');
    await userEvent.click(canvas.getByRole('button', { name: policyCopy.save }));
    await waitFor(() => expect(window).toHaveAttribute('aria-invalid', 'true'));
    await expect(window).toHaveAccessibleDescription(/365/);
    await userEvent.clear(window);
    await userEvent.type(window, '14');
    await userEvent.click(canvas.getByRole('button', { name: policyCopy.save }));
    await expect(await canvas.findByText(policyCopy.saved)).toBeVisible();
    await expect(window).not.toHaveAttribute('aria-invalid');
    // An owner sees what the store offers shoppers, and cannot change it.
    const reship = await canvas.findByRole('checkbox', { name: policyCopy.reship });
    await expect(reship).toBeChecked();
    await expect(reship).toBeDisabled();
    await expect(canvas.getByText(policyCopy.capabilitiesReadOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: policyCopy.saveCapabilities })).toBeNull();
  },
};

export const CapabilitiesForOrderProtection: Story = {
  args: { path: '/settings/aurora/policy', role: 'orderprotection_admin' },
  play: async ({ canvas, userEvent }) => {
    const reship = await canvas.findByRole('checkbox', { name: policyCopy.reship });
    await userEvent.click(reship);
    await userEvent.click(canvas.getByRole('checkbox', { name: policyCopy.credit }));
    await userEvent.click(canvas.getByRole('button', { name: policyCopy.saveCapabilities }));
    await expect(await canvas.findByText(policyCopy.capabilitiesSaved)).toBeVisible();
    await expect(reship).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: policyCopy.credit })).toBeChecked();
  },
};

export const Labels: Story = {
  args: { path: '/settings/aurora/labels' },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: labelsCopy.title });
    await userEvent.type(canvas.getByLabelText(labelsCopy.name), 'VIP');
    await userEvent.click(canvas.getByRole('button', { name: labelsCopy.add }));
    await expect(await canvas.findByText(labelsCopy.added('VIP'))).toBeVisible();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^Carrier dispute/), expect.stringMatching(/^VIP/)]),
    );
    await userEvent.type(canvas.getByLabelText(labelsCopy.name), 'vip');
    await userEvent.click(canvas.getByRole('button', { name: labelsCopy.add }));
    await expect(await canvas.findByText(/already has a label named vip/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Carrier dispute' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: labelsCopy.delete }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringMatching(/^VIP/)]),
    );
  },
};

export const TeamAsAdmin: Story = {
  args: { path: '/settings/aurora/team', role: 'store_admin' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: teamCopy.title });
    const rows = within(table).getAllByRole('row');
    // An admin may not touch the owner, nor their own role; they may change or remove support.
    const [own, owner, sam] = [rows[1], rows[2], rows[3]].map((row) => within(row as HTMLElement));
    await expect(own?.queryByRole('button')).toBeNull();
    await expect(own?.queryByRole('combobox')).toBeNull();
    await expect(owner?.queryByRole('button')).toBeNull();
    await expect(sam?.getByRole('button', { name: 'Remove Sam Support' })).toBeVisible();
    await expect(sam?.queryByRole('button', { name: /Make owner/ })).toBeNull();

    // The roles offered to invite stop at the admin's own reach.
    await userEvent.click(canvas.getByRole('combobox', { name: teamCopy.role }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Store Admin',
      'Store Support',
      'Store User',
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.type(canvas.getByLabelText(teamCopy.email, { selector: 'input' }), 'not-an-address');
    await userEvent.type(canvas.getByLabelText(teamCopy.name, { selector: 'input' }), 'Nia New');
    await userEvent.click(canvas.getByRole('button', { name: teamCopy.invite }));
    const email = canvas.getByLabelText(teamCopy.email, { selector: 'input' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address'));
    await userEvent.clear(email);
    await userEvent.type(email, 'nia@aurora.example');
    await userEvent.click(canvas.getByRole('button', { name: teamCopy.invite }));
    await expect(await canvas.findByText(teamCopy.invitedNow('nia@aurora.example'))).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Nia New/ })).toHaveTextContent(teamCopy.invited);
  },
};

export const ApiTokens: Story = {
  args: { path: '/settings/aurora/api-tokens' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(apiTokensCopy.none)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(apiTokensCopy.name, { selector: 'input' }), 'Helpdesk');
    await userEvent.click(canvas.getByRole('button', { name: apiTokensCopy.create }));
    await expect(await canvas.findByText('Give the token at least one permission')).toBeVisible();
    // Only permissions the maker holds are offered: an owner holds no OrderProtection staff permission.
    await expect(canvas.queryByRole('checkbox', { name: 'admin-users:read' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'claim:read' }));
    await userEvent.click(canvas.getByRole('button', { name: apiTokensCopy.create }));
    const secret = await canvas.findByLabelText(apiTokensCopy.secretLabel);
    await expect(secret).toHaveValue(`op_story1_${'s'.repeat(32)}`);
    await expect(canvas.getByRole('button', { name: secretCopy.copy })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: secretCopy.done }));
    await expect(canvas.queryByLabelText(apiTokensCopy.secretLabel)).toBeNull();
    const row = await canvas.findByRole('row', { name: /Helpdesk/ });
    await expect(row).toHaveTextContent(apiTokensCopy.never);

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Helpdesk' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: apiTokensCopy.revoke }));
    await waitFor(() => expect(row).toHaveTextContent(/Revoked/));
  },
};

export const Webhooks: Story = {
  args: { path: '/settings/aurora/webhooks' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: webhooksCopy.title });
    const old = within(table).getByRole('row', { name: /hooks\.aurora\.example/ });
    await expect(old).toHaveTextContent(webhooksCopy.disabledWhy);

    // The server's refusal shows at its field; then a good endpoint answers its secret this once.
    const url = canvas.getByLabelText(webhooksCopy.url, { selector: 'input' });
    await userEvent.type(url, 'ftp://files.example');
    await userEvent.click(canvas.getByRole('button', { name: webhooksCopy.add }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/Enter an http:\/\/ or https:\/\/ URL/));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: webhooksCopy.events })).toHaveAccessibleDescription(
      'Choose at least one event',
    );
    await userEvent.clear(url);
    await userEvent.type(url, 'https://erp.example/hooks');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'claim.resolved' }));
    await userEvent.click(canvas.getByRole('button', { name: webhooksCopy.add }));
    const secret = await canvas.findByLabelText(webhooksCopy.secretLabel);
    await expect(secret).toHaveValue(`whsec_story1${'s'.repeat(32)}`);
    await expect(canvas.getByRole('button', { name: secretCopy.copy })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: secretCopy.done }));
    await expect(canvas.queryByLabelText(webhooksCopy.secretLabel)).toBeNull();
    const added = await within(table).findByRole('row', { name: /erp\.example/ });
    await expect(added).toHaveTextContent('claim.resolved');
    await expect(added).toHaveTextContent(webhooksCopy.working);

    // Redelivering from the disabled endpoint's log turns it back on.
    await userEvent.click(within(old).getByRole('button', { name: /^Deliveries/ }));
    const log = await canvas.findByRole('table', {
      name: webhooksCopy.deliveriesTitle('https://hooks.aurora.example/claims'),
    });
    await expect(within(log).getByRole('row', { name: /claim\.created/ })).toHaveTextContent(
      /503.*182 ms.*HTTP 503/,
    );
    await userEvent.click(within(log).getByRole('button', { name: /^Redeliver/ }));
    await expect(await canvas.findByText(webhooksCopy.redelivered)).toBeVisible();
    await waitFor(() => expect(old).toHaveTextContent(webhooksCopy.working));
  },
};

export const ReplyTo: Story = {
  // The form sits below the branding editor, which the Branding story's screenshot shows with it.
  tags: ['screenshot:none'],
  play: async ({ canvas, userEvent }) => {
    const replyTo = await canvas.findByLabelText(replyToCopy.replyTo);
    await expect(replyTo).toHaveValue('');
    await userEvent.type(replyTo, 'help@');
    await userEvent.click(canvas.getByRole('button', { name: replyToCopy.save }));
    await waitFor(() => expect(replyTo).toHaveAccessibleDescription(/Enter a valid email address/));
    await expect(replyTo).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(replyTo, 'aurora.example');
    await userEvent.click(canvas.getByRole('button', { name: replyToCopy.save }));
    await expect(await canvas.findByText(replyToCopy.saved)).toBeVisible();
    await expect(replyTo).toHaveValue('help@aurora.example');
  },
};

export const Notifications: Story = {
  args: { path: '/settings/aurora/notifications' },
  play: async ({ canvas, userEvent }) => {
    const newClaim = await canvas.findByRole('checkbox', { name: notificationsCopy.newClaim });
    const reply = canvas.getByRole('checkbox', { name: notificationsCopy.shopperReply });
    // Off until chosen.
    await expect(newClaim).not.toBeChecked();
    await expect(reply).not.toBeChecked();
    await userEvent.click(reply);
    await userEvent.click(canvas.getByRole('button', { name: notificationsCopy.save }));
    await expect(await canvas.findByText(notificationsCopy.saved)).toBeVisible();
    await expect(reply).toBeChecked();
    await expect(newClaim).not.toBeChecked();
  },
};

export const NotAllowed: Story = {
  args: { role: 'store_support' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: settingsCopy.notAllowedTitle });
    await expect(canvas.queryByLabelText(brandingCopy.brand700)).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
