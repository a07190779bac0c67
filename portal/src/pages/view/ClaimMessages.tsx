import { CLAIM_MESSAGES_FRAGMENT, type Claim, type Message } from '@orderprotection/domain';
import { Heading, MessageThread, Text } from '@orderprotection/ui';
import { useId, useState } from 'react';
import { useServices } from '../../app/services';
import { useDisplayTimeZone } from '../../app/timeZone';
import { useUnsentPageMessage } from '../../claim/pageClaim';
import { tightStack } from '../page.css';

export const claimMessagesCopy = {
  title: 'Messages',
  intro: (storeName: string) =>
    `Questions about your claim? Write to ${storeName} here, and add photos if they help. Replies show up on this page.`,
  theStore: 'the store',
} as const;

/**
 * The conversation about a claim, with attachments: the design system's thread over the client. Its
 * composer is also a plain form sent to `action`, the claim's page, which the server answers when the page's
 * script has not run yet.
 */
export function ClaimMessages({
  claim,
  storeName,
  action,
}: {
  claim: Claim;
  storeName: string | undefined;
  action: string;
}) {
  const { client, clock } = useServices();
  const unsent = useUnsentPageMessage(claim.id);
  const timeZone = useDisplayTimeZone();
  const headingId = useId();
  const [messages, setMessages] = useState<readonly Message[]>(claim.claimMessages);

  // The claim carries its newest messages, read just now (by the server for its page, or by the page as it
  // opened): asking for them again would only load the API client before the shopper does anything.

  return (
    <section id={CLAIM_MESSAGES_FRAGMENT} aria-labelledby={headingId} className={tightStack}>
      <Heading level={2} size="h4" id={headingId}>
        {claimMessagesCopy.title}
      </Heading>
      <Text tone="muted">{claimMessagesCopy.intro(storeName ?? claimMessagesCopy.theStore)}</Text>
      <MessageThread
        messages={messages}
        now={clock()}
        action={action}
        unsent={unsent}
        {...(timeZone === undefined ? {} : { timeZone })}
        upload={(file, { onProgress, signal }) =>
          client.uploadMedia(file, { onProgress, signal, claimId: claim.id })
        }
        onSend={async (input) => {
          const sent = await client.sendMessage(claim.id, {
            ...input,
            claimId: claim.id,
            storeId: claim.storeId,
            senderType: 'customer',
            senderName: claim.authorName ?? undefined,
          });
          setMessages((list) => [...list, sent]);
        }}
      />
    </section>
  );
}
