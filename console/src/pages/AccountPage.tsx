/**
 * The signed-in person's own page: who they are, sign-out, their password (ChangePassword.tsx; while it
 * must be changed, the only thing shown), two-factor sign-in on or off, and which emails
 * about a store's claims they want. Turning two-factor on takes the password again, shows the authenticator
 * app's setup key as a QR code to scan, as text and as its otpauth:// link (which a phone opens in the app),
 * and is done once a code from the app is confirmed; the backup codes are shown then, once. Turning it off
 * takes the password.
 */
import { ownerAndAdminRoles, roleLabel, type StaffMe } from '@orderprotection/domain';
import {
  Badge,
  Button,
  Callout,
  Card,
  Code,
  DataList,
  Flex,
  Heading,
  Link,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderSVG } from 'uqr';
import { errorText, staff, statusOf } from '../app/api';
import { meQueryKey } from '../app/Layout';
import { PageTitle } from '../app/PageTitle';
import { StoreSelect } from '../app/StoreSelect';
import { StoreNotifications } from '../settings/NotificationsPage';
import { Field, PasswordField } from './AuthFrame';
import { ChangePassword } from './ChangePassword';

export const accountCopy = {
  title: 'Your account',
  name: 'Name',
  email: 'Email',
  roles: 'Roles',
  stores: 'Stores',
  storeCount: (count: number) => `${count} stores`,
  notificationsStore: 'Store',
  signOut: 'Sign out',
  twoFactor: 'Two-factor sign-in',
  on: 'On',
  off: 'Off',
  onText: 'Signing in asks for a code from your authenticator app after your password.',
  offText:
    'Signing in asks only for your password. Turn two-factor on so that a stolen password is not enough.',
  turnOn: 'Turn on two-factor',
  turnOff: 'Turn off two-factor',
  password: 'Your password',
  passwordWrong: 'That password is not right.',
  continue: 'Continue',
  cancel: 'Cancel',
  scan: 'Add this account to your authenticator app (such as Google Authenticator, 1Password or Authy): scan the QR code, enter the setup key, or on your phone open the link.',
  qrCode: 'QR code of the setup key, for your authenticator app to scan',
  setupKey: 'Setup key',
  openInApp: 'Open in your authenticator app',
  code: 'Six-digit code from your authenticator app',
  codeWrong: 'That code is not right or has expired. Enter the current code from your app.',
  confirm: 'Turn on',
  turnedOn: 'Two-factor is on.',
  backupCodes: 'Backup codes',
  backupText:
    'If you lose your phone, each of these codes signs you in once instead of a code from your app. Keep them somewhere safe: they are not shown again.',
  done: 'Done',
  turnedOff: 'Two-factor is off.',
  suggestTwoFactor:
    'You can change who may do what on your stores: turn on two-factor sign-in so that a stolen password is not enough.',
  notNow: 'Not now',
};

type Step =
  | { name: 'idle' }
  | { name: 'password'; turning: 'on' | 'off' }
  | { name: 'code'; setupKey: string; qrCode: string; totpURI: string; backupCodes: string[] }
  | { name: 'backup'; backupCodes: string[] };

/** The setup key in an otpauth:// URI: the base32 secret an app asks for when it cannot scan. */
function setupKeyOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** The otpauth:// URI as a QR code, an SVG image's data URL, with the 4-module quiet zone scanners expect. */
function qrCodeOf(totpURI: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(totpURI, { border: 4 }))}`;
}
/** Big enough for a phone held at arm's length to focus on. */
const QR_CODE_SIZE = 192;

export function AccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [suggestTwoFactor, setSuggestTwoFactor] = useState(false);

  if (me.data === undefined) return <Text>Loading…</Text>;
  const person = me.data;

  // After the first sign-in's change of a password chosen for them, owners and admins are offered two-factor.
  const passwordChanged = async () => {
    const wasChosenForThem = person.mustChangePassword;
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    setSuggestTwoFactor(
      wasChosenForThem &&
        !person.twoFactorEnabled &&
        person.grants.some((grant) => ownerAndAdminRoles.has(grant.role)),
    );
  };

  const begin = (turning: 'on' | 'off') => {
    setPassword('');
    setError(null);
    setNotice(null);
    setStep({ name: 'password', turning });
  };
  const act = async (
    work: () => Promise<void>,
    refused: (status: number | undefined) => string | undefined,
  ) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(refused(statusOf(caught)) ?? errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  // better-auth answers a wrong password with 400 and a wrong code with 401.
  const wrongPassword = (status: number | undefined) =>
    status === 400 ? accountCopy.passwordWrong : undefined;
  const wrongCode = (status: number | undefined) => (status === 401 ? accountCopy.codeWrong : undefined);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'password') return;
    void act(async () => {
      if (step.turning === 'on') {
        const setup = await staff.enableTwoFactor(password);
        setCode('');
        setStep({
          name: 'code',
          setupKey: setupKeyOf(setup.totpURI),
          qrCode: qrCodeOf(setup.totpURI),
          ...setup,
        });
      } else {
        await staff.disableTwoFactor(password);
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        setNotice(accountCopy.turnedOff);
        setStep({ name: 'idle' });
      }
      setPassword('');
    }, wrongPassword);
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    void act(async () => {
      await staff.verifyTotp(code.trim());
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      setStep({ name: 'backup', backupCodes: step.backupCodes });
    }, wrongCode);
  };
  const signOut = async () => {
    await staff.signOut().catch(() => {});
    queryClient.clear();
    navigate('/sign-in');
  };

  const passwordCard = (
    <Card size="2">
      <ChangePassword mustChange={person.mustChangePassword} onChanged={passwordChanged} />
    </Card>
  );
  const header = (
    <>
      <PageTitle title={accountCopy.title} />
      <Heading as="h1" size="6">
        {accountCopy.title}
      </Heading>
      <WhoYouAre person={person} />
      <Flex>
        <Button variant="soft" onClick={signOut}>
          {accountCopy.signOut}
        </Button>
      </Flex>
    </>
  );
  // One tree either way, so the change of password keeps its confirmation when the rest of the page appears.
  return (
    <Flex direction="column" gap="5" style={{ maxWidth: 640 }}>
      {header}
      {!person.mustChangePassword && suggestTwoFactor && !person.twoFactorEnabled && step.name === 'idle' && (
        <Flex direction="column" gap="2" role="status">
          {/* The buttons sit outside the callout: inside it they would take its colour, below contrast. */}
          <Callout.Root color="blue" highContrast>
            <Callout.Text>{accountCopy.suggestTwoFactor}</Callout.Text>
          </Callout.Root>
          <Flex gap="2">
            <Button
              onClick={() => {
                setSuggestTwoFactor(false);
                begin('on');
              }}
            >
              {accountCopy.turnOn}
            </Button>
            <Button variant="soft" color="gray" onClick={() => setSuggestTwoFactor(false)}>
              {accountCopy.notNow}
            </Button>
          </Flex>
        </Flex>
      )}
      {passwordCard}
      {!person.mustChangePassword && (
        <>
          <Card size="2" asChild>
            <section aria-labelledby="two-factor-heading">
              <Flex direction="column" gap="3">
                <Flex align="center" gap="2">
                  <Heading as="h2" size="4" id="two-factor-heading">
                    {accountCopy.twoFactor}
                  </Heading>
                  <Badge color={person.twoFactorEnabled ? 'green' : 'gray'} highContrast>
                    {person.twoFactorEnabled ? accountCopy.on : accountCopy.off}
                  </Badge>
                </Flex>
                <Text as="p" size="2">
                  {person.twoFactorEnabled ? accountCopy.onText : accountCopy.offText}
                </Text>
                {error !== null && (
                  <Callout.Root color="red" role="alert" highContrast>
                    <Callout.Text>{error}</Callout.Text>
                  </Callout.Root>
                )}
                {notice !== null && (
                  <Callout.Root color="green" role="status" highContrast>
                    <Callout.Text>{notice}</Callout.Text>
                  </Callout.Root>
                )}
                {step.name === 'idle' && (
                  <Flex>
                    <Button onClick={() => begin(person.twoFactorEnabled ? 'off' : 'on')}>
                      {person.twoFactorEnabled ? accountCopy.turnOff : accountCopy.turnOn}
                    </Button>
                  </Flex>
                )}
                {step.name === 'password' && (
                  <StepForm
                    onSubmit={submitPassword}
                    submit={step.turning === 'on' ? accountCopy.continue : accountCopy.turnOff}
                    busy={busy}
                    onCancel={() => setStep({ name: 'idle' })}
                  >
                    <PasswordField
                      id="account-password"
                      label={accountCopy.password}
                      purpose="current"
                      value={password}
                      onChange={setPassword}
                    />
                  </StepForm>
                )}
                {step.name === 'code' && (
                  <StepForm
                    onSubmit={submitCode}
                    submit={accountCopy.confirm}
                    busy={busy}
                    onCancel={() => setStep({ name: 'idle' })}
                  >
                    <Text as="p" size="2">
                      {accountCopy.scan}
                    </Text>
                    <img
                      src={step.qrCode}
                      alt={accountCopy.qrCode}
                      width={QR_CODE_SIZE}
                      height={QR_CODE_SIZE}
                    />
                    <Field id="account-setup-key" label={accountCopy.setupKey}>
                      <TextField.Root id="account-setup-key" readOnly value={step.setupKey} />
                    </Field>
                    <Text size="2">
                      <Link href={step.totpURI}>{accountCopy.openInApp}</Link>
                    </Text>
                    <Field id="account-code" label={accountCopy.code}>
                      <TextField.Root
                        id="account-code"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        required
                        value={code}
                        onChange={(event) => setCode(event.target.value)}
                      />
                    </Field>
                  </StepForm>
                )}
                {step.name === 'backup' && (
                  <Flex direction="column" gap="3">
                    <Callout.Root color="green" role="status" highContrast>
                      <Callout.Text>{accountCopy.turnedOn}</Callout.Text>
                    </Callout.Root>
                    <Heading as="h3" size="3">
                      {accountCopy.backupCodes}
                    </Heading>
                    <Text as="p" size="2">
                      {accountCopy.backupText}
                    </Text>
                    <ul aria-label={accountCopy.backupCodes} style={{ columns: 2, margin: 0 }}>
                      {step.backupCodes.map((backupCode) => (
                        <li key={backupCode}>
                          <Code size="3">{backupCode}</Code>
                        </li>
                      ))}
                    </ul>
                    <Flex>
                      <Button onClick={() => setStep({ name: 'idle' })}>{accountCopy.done}</Button>
                    </Flex>
                  </Flex>
                )}
              </Flex>
            </section>
          </Card>

          <Card size="2">
            <AccountNotifications person={person} />
          </Card>
        </>
      )}
    </Flex>
  );
}

/** The person's emails about a store's claims, one store at a time (an agent reads every store). */
function AccountNotifications({ person }: { person: StaffMe }) {
  const [storeId, setStoreId] = useState(person.stores[0]?.id);
  if (storeId === undefined) return null;
  const storePicker =
    person.stores.length > 1 ? (
      <Flex direction="column" gap="1">
        <Text as="div" size="2" weight="medium" id="notifications-store">
          {accountCopy.notificationsStore}
        </Text>
        <StoreSelect
          labelledBy="notifications-store"
          stores={person.stores}
          value={storeId}
          onValueChange={setStoreId}
        />
      </Flex>
    ) : (
      <Text as="p" size="2" weight="medium">
        {person.stores[0]?.name}
      </Text>
    );
  return <StoreNotifications storeId={storeId} storePicker={storePicker} />;
}

/** Past this many, the stores are counted, not named: an OrderProtection agent reaches every store. */
const MAX_STORES_NAMED = 5;

function WhoYouAre({ person }: { person: StaffMe }) {
  return (
    <DataList.Root>
      <DataList.Item>
        <DataList.Label>{accountCopy.name}</DataList.Label>
        <DataList.Value>{person.name}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{accountCopy.email}</DataList.Label>
        <DataList.Value>{person.email}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{accountCopy.roles}</DataList.Label>
        <DataList.Value>
          {[...new Set(person.grants.map((grant) => roleLabel[grant.role]))].join(', ')}
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{accountCopy.stores}</DataList.Label>
        <DataList.Value>
          {person.stores.length > MAX_STORES_NAMED
            ? accountCopy.storeCount(person.stores.length)
            : person.stores.map((store) => store.name).join(', ')}
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

function StepForm({
  onSubmit,
  submit,
  busy,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  submit: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Flex direction="column" gap="3">
        {children}
        <Flex gap="2">
          <Button type="submit" loading={busy}>
            {submit}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {accountCopy.cancel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
