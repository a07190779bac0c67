/**
 * Changing one's own password on the account page: the current one, the new one twice. better-auth checks
 * the current one, ends the person's other sessions and renews this one. A password someone else chose
 * (printed by `npm run people:create`) must be changed this way before anything else.
 */
import { STAFF_PASSWORD_MIN_LENGTH } from '@orderprotection/domain';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { errorText, staff, statusOf } from '../app/api';
import { PasswordField } from './AuthFrame';

export const changePasswordCopy = {
  heading: 'Password',
  text: 'Changing your password signs you out everywhere else.',
  mustChange: 'Your password was chosen for you. Choose your own to go on.',
  current: 'Current password',
  new: `New password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters)`,
  confirm: 'New password again',
  submit: 'Change password',
  tooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  mismatch: 'The two new passwords are not the same.',
  sameAsCurrent: 'Choose a password other than the current one.',
  currentWrong: 'Your current password is not right.',
  changed: 'Your password is changed. You are signed out everywhere else.',
};

export function ChangePassword({
  mustChange,
  onChanged,
}: {
  mustChange: boolean;
  onChanged: () => Promise<void>;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    const refusal =
      next.length < STAFF_PASSWORD_MIN_LENGTH
        ? changePasswordCopy.tooShort
        : next !== again
          ? changePasswordCopy.mismatch
          : next === current
            ? changePasswordCopy.sameAsCurrent
            : null;
    setError(refusal);
    if (refusal !== null) return;
    setBusy(true);
    try {
      await staff.changePassword(current, next);
      setCurrent('');
      setNext('');
      setAgain('');
      setChanged(true);
      await onChanged();
    } catch (caught) {
      // The length is checked above, so better-auth's 400 here is the current password.
      setError(statusOf(caught) === 400 ? changePasswordCopy.currentWrong : errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="password-heading">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="password-heading">
            {changePasswordCopy.heading}
          </Heading>
          {mustChange ? (
            <Callout.Root color="amber" role="alert" highContrast>
              <Callout.Text>{changePasswordCopy.mustChange}</Callout.Text>
            </Callout.Root>
          ) : (
            <Text as="p" size="2">
              {changePasswordCopy.text}
            </Text>
          )}
          {error !== null && (
            <Callout.Root color="red" role="alert" highContrast>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          {changed && (
            <Callout.Root color="green" role="status" highContrast>
              <Callout.Text>{changePasswordCopy.changed}</Callout.Text>
            </Callout.Root>
          )}
          <PasswordField
            id="password-current"
            label={changePasswordCopy.current}
            purpose="current"
            value={current}
            onChange={setCurrent}
          />
          <PasswordField
            id="password-new"
            label={changePasswordCopy.new}
            purpose="new"
            value={next}
            onChange={setNext}
          />
          <PasswordField
            id="password-again"
            label={changePasswordCopy.confirm}
            purpose="new"
            value={again}
            onChange={setAgain}
          />
          <Flex>
            <Button type="submit" loading={busy}>
              {changePasswordCopy.submit}
            </Button>
          </Flex>
        </Flex>
      </form>
    </section>
  );
}
