/**
 * Choose a new password from a mailed link (`?token=`): a password reset, or a team invitation, which
 * mails the same link to someone who has no password yet.
 */
import { STAFF_PASSWORD_MIN_LENGTH } from '@orderprotection/domain';
import { Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorText, staff, statusOf } from '../app/api';
import { AuthFrame, PasswordField } from './AuthFrame';

export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      setError(`Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await staff.resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      setError(
        statusOf(caught) === 400
          ? 'This link has expired or was already used. Ask for a new one.'
          : errorText(caught),
      );
    } finally {
      setBusy(false);
    }
  };

  if (token === '' || searchParams.get('error') !== null) {
    return (
      <AuthFrame title="Choose a new password">
        <Text as="p">This link has expired or is not complete. Ask for a new one.</Text>
        <RadixLink asChild size="2">
          <Link to="/forgot-password">Send a new link</Link>
        </RadixLink>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Choose a new password">
      {done ? (
        <Flex direction="column" gap="3">
          <Text as="p" role="status">
            Your new password is set.
          </Text>
          <RadixLink asChild>
            <Link to="/sign-in">Sign in</Link>
          </RadixLink>
        </Flex>
      ) : (
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            {error !== null && (
              <Callout.Root color="red" role="alert" highContrast>
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            <PasswordField
              id="reset-password"
              label={`New password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters)`}
              purpose="new"
              value={password}
              onChange={setPassword}
            />
            <Button type="submit" loading={busy}>
              Save the new password
            </Button>
          </Flex>
        </form>
      )}
    </AuthFrame>
  );
}
