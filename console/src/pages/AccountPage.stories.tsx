/**
 * The account page against an in-memory staff API (the person, and better-auth's two-factor endpoints as
 * they answer: a wrong password 400, a wrong code 401), through `window.fetch` like the settings' stories.
 */
import type { StaffMe } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { notificationsCopy } from '../settings/NotificationsPage';
import { StoryFrame } from '../settings/stories/StoryFrame';
import { AccountPage, accountCopy } from './AccountPage';

const PASSWORD = 'correct horse battery';
const CODE = '123456';
const SECRET = 'JBSWY3DPEHPK3PXP';
const BACKUP_CODES = ['aB3dE-fG7hJ', 'kL9mN-pQ2rS', 'tU4vW-xY6zA'];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the account page's calls as `me`, keeping whether two-factor is on, until the real fetch is back. */
function installFakeAccountApi(me: StaffMe): () => void {
  const realFetch = window.fetch;
  let person = me;
  let pendingSetup = false;
  let notifications = { newClaim: false, shopperReply: false };
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/staff/')) return realFetch(input, init);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      password?: string;
      code?: string;
      newClaim?: boolean;
      shopperReply?: boolean;
    };
    if (url.pathname === '/api/staff/stores/aurora/notification-preferences') {
      if (init?.method === 'PUT')
        notifications = { newClaim: body.newClaim === true, shopperReply: body.shopperReply === true };
      return json(200, notifications);
    }
    const wrongPassword = json(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    switch (url.pathname) {
      case '/api/staff/me':
        return json(200, person);
      case '/api/staff/auth/two-factor/enable':
        if (body.password !== PASSWORD) return wrongPassword;
        pendingSetup = true;
        return json(200, {
          totpURI: `otpauth://totp/OrderProtection:${person.email}?secret=${SECRET}&issuer=OrderProtection&digits=6&period=30`,
          backupCodes: BACKUP_CODES,
        });
      case '/api/staff/auth/two-factor/verify-totp':
        if (!pendingSetup || body.code !== CODE)
          return json(401, { code: 'INVALID_CODE', message: 'Invalid code' });
        person = { ...person, twoFactorEnabled: true };
        return json(200, { token: true });
      case '/api/staff/auth/two-factor/disable':
        if (body.password !== PASSWORD) return wrongPassword;
        person = { ...person, twoFactorEnabled: false };
        return json(200, { status: true });
      case '/api/staff/auth/sign-out':
        return json(200, { success: true });
      default:
        return json(404, { statusCode: 404, statusMessage: 'Not Found', message: 'No such call' });
    }
  };
  return () => {
    window.fetch = realFetch;
  };
}

function AccountPreview(_: { twoFactorEnabled: boolean }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: 'account', element: <AccountPage /> },
        { path: 'sign-in', element: <p>The sign-in page</p> },
      ],
      { initialEntries: ['/account'] },
    ),
  );
  return <StoryFrame router={router} />;
}

const meta = {
  title: 'Console/Account',
  component: AccountPreview,
  args: { twoFactorEnabled: false },
  beforeEach: ({ args }) =>
    installFakeAccountApi({
      id: 'me',
      name: 'Alex Admin',
      email: 'alex@aurora.example',
      grants: [{ role: 'store_admin', storeId: 'aurora' }],
      stores: [{ id: 'aurora', name: 'Aurora Outfitters', accountId: 'aurora-group' }],
      twoFactorEnabled: args.twoFactorEnabled,
      mustChangePassword: false,
    }),
  parameters: {
    docs: {
      description: {
        component: 'Who is signed in, sign-out, two-factor sign-in on or off, and which emails about claims.',
      },
    },
  },
} satisfies Meta<typeof AccountPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TurnTwoFactorOn: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: accountCopy.title });
    await expect(canvas.getByText('alex@aurora.example')).toBeVisible();
    await expect(canvas.getByText('Store Admin')).toBeVisible();
    await expect(canvas.getByText('Aurora Outfitters')).toBeVisible();
    const section = within(canvas.getByRole('region', { name: accountCopy.twoFactor }));
    await expect(section.getByText(accountCopy.off)).toBeVisible();

    await userEvent.click(section.getByRole('button', { name: accountCopy.turnOn }));
    await userEvent.type(section.getByLabelText(accountCopy.password), 'not my password');
    await userEvent.click(section.getByRole('button', { name: accountCopy.continue }));
    await expect(await section.findByRole('alert')).toHaveTextContent(accountCopy.passwordWrong);
    await userEvent.clear(section.getByLabelText(accountCopy.password));
    await userEvent.type(section.getByLabelText(accountCopy.password), PASSWORD);
    await userEvent.click(section.getByRole('button', { name: accountCopy.continue }));

    // The setup key is the secret of the otpauth:// link, which opens the authenticator app; the QR code
    // is that link drawn for the app's camera.
    await expect(await section.findByLabelText(accountCopy.setupKey)).toHaveValue(SECRET);
    const qrCode = section.getByRole<HTMLImageElement>('img', { name: accountCopy.qrCode });
    await waitFor(() => expect(qrCode.naturalWidth).toBeGreaterThan(0));
    await expect(qrCode).toBeVisible();
    await expect(decodeURIComponent(qrCode.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    await expect(section.getByRole('link', { name: accountCopy.openInApp })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\/.*secret=JBSWY3DPEHPK3PXP/),
    );
    await expect(section.getByText(accountCopy.off)).toBeVisible();
    await userEvent.type(section.getByLabelText(accountCopy.code), '000000');
    await userEvent.click(section.getByRole('button', { name: accountCopy.confirm }));
    await expect(await section.findByRole('alert')).toHaveTextContent(accountCopy.codeWrong);
    await userEvent.clear(section.getByLabelText(accountCopy.code));
    await userEvent.type(section.getByLabelText(accountCopy.code), CODE);
    await userEvent.click(section.getByRole('button', { name: accountCopy.confirm }));

    await expect(await section.findByText(accountCopy.turnedOn)).toBeVisible();
    const codes = section.getByRole('list', { name: accountCopy.backupCodes });
    await expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    await waitFor(() => expect(section.getByText(accountCopy.on)).toBeVisible());
    await userEvent.click(section.getByRole('button', { name: accountCopy.done }));
    await expect(section.queryByRole('list', { name: accountCopy.backupCodes })).toBeNull();
    await expect(section.queryByRole('img', { name: accountCopy.qrCode })).toBeNull();
    // The QR code's step scrolled the page by a fraction of a pixel, which would make the picture 1 px taller.
    window.scrollTo(0, 0);
    await expect(section.getByRole('button', { name: accountCopy.turnOff })).toBeVisible();
  },
};

export const TurnTwoFactorOff: Story = {
  args: { twoFactorEnabled: true },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: accountCopy.twoFactor }));
    await expect(section.getByText(accountCopy.onText)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: accountCopy.turnOff }));
    await userEvent.type(section.getByLabelText(accountCopy.password), PASSWORD);
    await userEvent.click(section.getByRole('button', { name: accountCopy.turnOff }));
    await expect(await section.findByText(accountCopy.turnedOff)).toBeVisible();
    await waitFor(() => expect(section.getByText(accountCopy.off)).toBeVisible());
    await expect(section.getByRole('button', { name: accountCopy.turnOn })).toBeVisible();

    // A support member chooses their emails here: the store's settings are not theirs to open.
    const replies = await canvas.findByRole('checkbox', { name: notificationsCopy.shopperReply });
    await expect(replies).not.toBeChecked();
    await userEvent.click(replies);
    await userEvent.click(canvas.getByRole('button', { name: notificationsCopy.save }));
    await expect(await canvas.findByText(notificationsCopy.saved)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: notificationsCopy.newClaim })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: accountCopy.signOut }));
    await expect(await canvas.findByText('The sign-in page')).toBeVisible();
  },
};
