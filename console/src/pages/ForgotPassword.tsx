/** Ask for a password reset link; the answer is the same whether or not the address has an account. */
import { Button, Callout, Flex, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText, staff } from '../app/api';
import { CONSOLE_BASENAME } from '../app/routes';
import { AuthFrame, Field } from './AuthFrame';

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await staff.requestPasswordReset(email, `${location.origin}${CONSOLE_BASENAME}/reset-password`);
      setSent(true);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Reset your password">
      {sent ? (
        <Text as="p" role="status">
          If {email} has an account, a link to choose a new password is on its way. It works for an hour.
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            {error !== null && (
              <Callout.Root color="red" role="alert" highContrast>
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            <Field id="forgot-email" label="Email">
              <TextField.Root
                id="forgot-email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Button type="submit" loading={busy}>
              Send the reset link
            </Button>
          </Flex>
        </form>
      )}
      <RadixLink asChild size="2">
        <Link to="/sign-in">Back to sign in</Link>
      </RadixLink>
    </AuthFrame>
  );
}
