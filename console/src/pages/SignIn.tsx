/**
 * Sign in with email and password; when the person uses two-factor, a TOTP code next (or one of their
 * backup codes, each good once). Then back to the page they asked for (`?next=`).
 */
import { Button, Callout, Flex, Link as RadixLink, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, staff, statusOf } from '../app/api';
import { afterSignIn } from '../app/paths';
import { AuthFrame, Field, PasswordField } from './AuthFrame';

function signInError(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return 'That email and password do not match. Check both and try again.';
  return errorText(error);
}

export function SignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'password' | 'code' | 'backup-code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = async () => {
    await queryClient.invalidateQueries();
    navigate(afterSignIn(searchParams.get('next')), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'password') {
        const result = await staff.signIn({ email, password });
        if (result.signedIn) await done();
        else setStep('code');
      } else {
        await (step === 'code' ? staff.verifyTotp(code.trim()) : staff.verifyBackupCode(code.trim()));
        await done();
      }
    } catch (caught) {
      setError(
        step === 'password' || statusOf(caught) !== 401
          ? signInError(caught)
          : step === 'code'
            ? 'That code is not right or has expired. Enter the current code from your app.'
            : 'That backup code is not right or was used before.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={step === 'password' ? 'Sign in to the claims console' : 'Enter your two-factor code'}>
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3">
          {error !== null && (
            <Callout.Root color="red" role="alert" highContrast>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          {step === 'password' ? (
            <>
              <Field id="sign-in-email" label="Email">
                <TextField.Root
                  id="sign-in-email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field>
              <PasswordField
                id="sign-in-password"
                label="Password"
                purpose="current"
                value={password}
                onChange={setPassword}
              />
            </>
          ) : (
            <Field
              id="sign-in-code"
              label={step === 'code' ? 'Six-digit code from your authenticator app' : 'Backup code'}
            >
              <TextField.Root
                id="sign-in-code"
                autoComplete="one-time-code"
                inputMode={step === 'code' ? 'numeric' : 'text'}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
          )}
          <Button type="submit" loading={busy}>
            {step === 'password' ? 'Sign in' : 'Verify code'}
          </Button>
          {step !== 'password' && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setCode('');
                setError(null);
                setStep(step === 'code' ? 'backup-code' : 'code');
              }}
            >
              {step === 'code' ? 'Use a backup code instead' : 'Use a code from your app instead'}
            </Button>
          )}
          {step === 'password' && (
            <RadixLink asChild size="2">
              <Link to="/forgot-password">Forgot your password?</Link>
            </RadixLink>
          )}
        </Flex>
      </form>
    </AuthFrame>
  );
}
