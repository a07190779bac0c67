/**
 * The emails shoppers, the team and the owners get, as the store's branding makes them (sample facts), so
 * a merchant checks their branding in each. The server's HTML is shown in a sandboxed frame: the email is a document of its own,
 * and nothing in it may run or reach the console.
 */
import { EmailPreviewKind } from '@orderprotection/domain';
import { Box, Callout, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { useEmailPreview } from './api/storeSettings';
import type { SettingsContext } from './SettingsLayout';

export const emailPreviewsCopy = {
  title: 'Email previews',
  intro:
    'The emails your shoppers and your team get, in your branding, with sample details. Change the branding and they change with it.',
  kind: 'Email',
  kinds: {
    claimReceived: 'Claim received',
    storeMessage: 'A message from the store',
    infoRequested: 'More information needed',
    approved: 'Claim approved',
    denied: 'Claim denied',
    resolutionCarriedOut: 'Resolution carried out',
    claimLinks: 'Find my claim (the links of an order’s claims)',
    teamNewClaim: 'To the team: a new claim',
    teamShopperReply: 'To the team: a shopper’s reply',
    webhookDisabled: 'To the owners: a webhook endpoint disabled',
  } satisfies Record<EmailPreviewKind, string>,
  subject: 'Subject',
  frameTitle: (kind: string) => `Preview of the email "${kind}"`,
  loadFailed: 'The email could not be previewed.',
} as const;

export function EmailPreviewsPage() {
  const { storeId } = useOutletContext<SettingsContext>();
  const [kind, setKind] = useState<EmailPreviewKind>('claimReceived');
  const preview = useEmailPreview(storeId, kind);

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        {emailPreviewsCopy.title}
      </Heading>
      <Text color="gray">{emailPreviewsCopy.intro}</Text>
      <Flex align="center" gap="2">
        <Text as="label" size="2" weight="medium" id="email-kind-label">
          {emailPreviewsCopy.kind}
        </Text>
        <Select.Root value={kind} onValueChange={(value) => setKind(EmailPreviewKind.parse(value))}>
          <Select.Trigger aria-labelledby="email-kind-label" />
          <Select.Content>
            {EmailPreviewKind.options.map((option) => (
              <Select.Item key={option} value={option}>
                {emailPreviewsCopy.kinds[option]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {preview.isError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(preview.error, emailPreviewsCopy.loadFailed)}</Callout.Text>
        </Callout.Root>
      ) : preview.data === undefined ? (
        <Text>Loading…</Text>
      ) : (
        <Flex direction="column" gap="2">
          <Text>
            <Text weight="medium">{emailPreviewsCopy.subject}:</Text> {preview.data.subject}
          </Text>
          <Box
            style={{
              border: '1px solid var(--gray-a6)',
              borderRadius: 'var(--radius-3)',
              overflow: 'hidden',
            }}
          >
            {/* No permissions at all: the email's own markup may not run scripts, submit or navigate us. */}
            <iframe
              sandbox=""
              srcDoc={preview.data.html}
              title={emailPreviewsCopy.frameTitle(emailPreviewsCopy.kinds[kind])}
              style={{ display: 'block', width: '100%', height: 640, border: 0, background: 'white' }}
            />
          </Box>
        </Flex>
      )}
    </Flex>
  );
}
