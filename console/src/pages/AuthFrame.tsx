/** The frame of the pages shown before signing in: a centred card with the page's heading. */
import { Box, Card, Flex, Heading, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PageTitle } from '../app/PageTitle';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex asChild justify="center" p="6">
      <main>
        <Box width="100%" maxWidth="420px">
          <Card size="3">
            <Flex direction="column" gap="4">
              <PageTitle title={title} />
              <Heading as="h1" size="6">
                {title}
              </Heading>
              {children}
            </Flex>
          </Card>
        </Box>
      </main>
    </Flex>
  );
}

/** A labelled field: the label above its input, tied by id. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <label htmlFor={id} style={{ fontSize: 'var(--font-size-2)', fontWeight: 500 }}>
        {label}
      </label>
      {children}
    </Flex>
  );
}

/** A password field: `current` asks for the one the person has, `new` for one they choose. */
export function PasswordField({
  id,
  label,
  purpose,
  value,
  onChange,
}: {
  id: string;
  label: string;
  purpose: 'current' | 'new';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <TextField.Root
        id={id}
        type="password"
        autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
