/** @jsxRuntime automatic @jsxImportSource react */
// The pragma, because `npm start` runs the server through tsx from the repository root, whose tsconfig
// lists no file of its own: without it tsx compiles this file's JSX to React.createElement (no React here).
/**
 * The emails a shopper gets about their claim, and those a store's team gets (a new claim, a shopper's
 * reply, a webhook endpoint disabled), as React Email components rendered on the server to HTML and to a
 * plain-text part. Each is branded with the store's name, logo and brand colour. The brand colour
 * is an accent band only: text on it would need the contrast rule the UI package computes, which the server
 * may not import, so buttons are dark with white text, readable whatever the brand.
 *
 * The rest of the server renders them through `./emails`, which imports this module on the first email.
 */
import {
  type ClaimTypeOrMultiple,
  claimTypeLabel,
  formatMoney,
  type ReasonCode,
  type ResolutionKind,
  reasonCodeLabel,
  resolutionKindLabel,
} from '@orderprotection/domain';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import type { EmailBrand } from './emails';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface ClaimFacts {
  brand: EmailBrand;
  customerName: string | null;
  claimNumber: number;
  orderNumber: string;
  /** The private link that opens the claim. */
  claimUrl: string;
}

/** The links to every claim of an order, sent again on the shopper's request. */
export interface ClaimLinksEmail {
  kind: 'claimLinks';
  brand: EmailBrand;
  customerName: string | null;
  orderNumber: string;
  claims: { claimNumber: number; claimUrl: string }[];
}

export type ShopperEmail =
  | ClaimLinksEmail
  | ({ kind: 'claimReceived' } & ClaimFacts)
  | ({ kind: 'storeMessage'; message: string } & ClaimFacts)
  | ({ kind: 'infoRequested'; note: string | null } & ClaimFacts)
  | ({ kind: 'approved'; resolutions: ResolutionLine[] } & ClaimFacts)
  | ({ kind: 'denied'; reason: ReasonCode | null } & ClaimFacts)
  | ({ kind: 'resolutionCarriedOut'; resolutions: ResolutionLine[] } & ClaimFacts);

export interface ResolutionLine {
  kind: ResolutionKind;
  itemName: string | null;
  /** What is paid back or credited, in `currency`. */
  amount: number | null;
  currency: string;
  reshipment: {
    trackingCompany: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
  } | null;
  description: string | null;
}

const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', borderRadius: '8px' },
  content: { padding: '8px 32px 24px' },
  heading: { fontSize: '22px', color: '#111827', margin: '16px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', color: '#1f2937' },
  quote: {
    fontSize: '15px',
    lineHeight: '24px',
    color: '#1f2937',
    borderLeft: '3px solid #d1d5db',
    paddingLeft: '12px',
    whiteSpace: 'pre-wrap' as const,
  },
  button: {
    backgroundColor: '#111827',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#6b7280' },
};

const SHOPPER_FOOTER = (brand: EmailBrand) =>
  `${brand.name} sent you this email about your claim. The link in it opens your claim without a password: keep it to yourself.`;

function Layout({
  brand,
  preview,
  footer = SHOPPER_FOOTER(brand),
  children,
}: {
  brand: EmailBrand;
  preview: string;
  /** Why the reader gets this email. */
  footer?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ backgroundColor: brand.accent, height: '8px', borderRadius: '8px 8px 0 0' }} />
          <Section style={{ padding: '24px 32px 0' }}>
            {brand.logoUrl === null ? (
              <Text style={{ ...styles.text, fontSize: '18px', fontWeight: 700, margin: 0 }}>
                {brand.name}
              </Text>
            ) : (
              <Img src={brand.logoUrl} alt={brand.name} height="40" />
            )}
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr />
          <Section style={{ padding: '0 32px 16px' }}>
            <Text style={styles.footer}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function Greeting({ name }: { name: string | null }) {
  return <Text style={styles.text}>{name === null || name.trim() === '' ? 'Hello,' : `Hello ${name},`}</Text>;
}

function ClaimButton({ url, label }: { url: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={url} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.footer}>
        Or open this link: <a href={url}>{url}</a>
      </Text>
    </Section>
  );
}

function resolutionSentence(line: ResolutionLine): string {
  const item = line.itemName === null ? '' : ` for ${line.itemName}`;
  const amount = line.amount === null ? '' : ` of ${formatMoney(line.amount, line.currency)}`;
  if (line.kind === 'RESHIP') {
    const tracking = line.reshipment?.trackingNumber;
    const company = line.reshipment?.trackingCompany;
    const tracked =
      tracking === null || tracking === undefined
        ? ''
        : ` (tracking ${company === null || company === undefined ? '' : `${company} `}${tracking})`;
    return `A reshipment${item}${tracked}`;
  }
  if (line.kind === 'CUSTOM') return line.description ?? `A custom resolution${item}`;
  return `${resolutionKindLabel[line.kind]}${amount}${item}`;
}

function ResolutionList({ lines }: { lines: ResolutionLine[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // Lines have no id of their own, and the list is rendered once, never reordered.
        <Text key={index} style={{ ...styles.text, margin: '4px 0' }}>
          • {resolutionSentence(line)}
        </Text>
      ))}
    </>
  );
}

function subjectOf(email: ShopperEmail): string {
  if (email.kind === 'claimLinks') return `The links to your claims on order #${email.orderNumber}`;
  const claim = `claim #${email.claimNumber}`;
  switch (email.kind) {
    case 'claimReceived':
      return `We received your ${claim} (order #${email.orderNumber})`;
    case 'storeMessage':
      return `New message about your ${claim}`;
    case 'infoRequested':
      return `${email.brand.name} needs more information about your ${claim}`;
    case 'approved':
      return `Your ${claim} is approved`;
    case 'denied':
      return `A decision on your ${claim}`;
    case 'resolutionCarriedOut':
      return `Your ${claim} is resolved`;
  }
}

function ClaimLinksBody({ email }: { email: ClaimLinksEmail }) {
  return (
    <Layout brand={email.brand} preview={subjectOf(email)}>
      <Heading style={styles.heading}>Your claims</Heading>
      <Greeting name={email.customerName} />
      <Text style={styles.text}>
        {`You asked for the links to your claims on order #${email.orderNumber} again. Each opens its claim:`}
      </Text>
      {email.claims.map((claim) => (
        <ClaimButton key={claim.claimUrl} url={claim.claimUrl} label={`View claim #${claim.claimNumber}`} />
      ))}
      <Text style={styles.footer}>If you did not ask for this email, you can ignore it.</Text>
    </Layout>
  );
}

function ShopperEmailBody({ email }: { email: ShopperEmail }) {
  if (email.kind === 'claimLinks') return <ClaimLinksBody email={email} />;
  const claim = `claim #${email.claimNumber}`;
  const subject = subjectOf(email);
  const common = { brand: email.brand, preview: subject };
  switch (email.kind) {
    case 'claimReceived':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>We received your claim</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>
            Thank you: your {claim} for order #{email.orderNumber} reached {email.brand.name}.
          </Text>
          <Text style={styles.text}>
            What happens next: the team reviews it and decides how to make it right. When they write to you,
            ask for more information or decide, we email you. Your claim&apos;s page shows where it stands at
            any time, and you can send the team a message or more photos there.
          </Text>
          <ClaimButton url={email.claimUrl} label="View your claim" />
        </Layout>
      );
    case 'storeMessage':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>{email.brand.name} wrote to you</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>About your {claim}:</Text>
          <Text style={styles.quote}>{email.message}</Text>
          <ClaimButton url={email.claimUrl} label="Answer on your claim's page" />
        </Layout>
      );
    case 'infoRequested':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>We need a little more information</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>
            {email.brand.name} needs more information before deciding on your {claim}.
          </Text>
          {email.note === null ? null : <Text style={styles.quote}>{email.note}</Text>}
          <ClaimButton url={email.claimUrl} label="Answer on your claim's page" />
        </Layout>
      );
    case 'approved':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>Your claim is approved</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>
            {email.brand.name} approved your {claim}. Here is how they will make it right:
          </Text>
          <ResolutionList lines={email.resolutions} />
          <ClaimButton url={email.claimUrl} label="View your claim" />
        </Layout>
      );
    case 'denied':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>A decision on your claim</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>
            {email.brand.name} could not approve your {claim}.
          </Text>
          {email.reason === null ? null : (
            <Text style={styles.text}>{`Reason: ${reasonCodeLabel[email.reason]}`}</Text>
          )}
          <Text style={styles.text}>
            If you have something to add, you can write to them on your claim&apos;s page.
          </Text>
          <ClaimButton url={email.claimUrl} label="View your claim" />
        </Layout>
      );
    case 'resolutionCarriedOut':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>Your claim is resolved</Heading>
          <Greeting name={email.customerName} />
          <Text style={styles.text}>
            {email.brand.name} carried out the resolution of your {claim}:
          </Text>
          <ResolutionList lines={email.resolutions} />
          <ClaimButton url={email.claimUrl} label="View your claim" />
        </Layout>
      );
  }
}

export async function renderShopperEmail(email: ShopperEmail): Promise<RenderedEmail> {
  const element = <ShopperEmailBody email={email} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: subjectOf(email), html, text };
}

/** What the store's team reads of a claim in its emails; the link opens the claim in the console. */
interface TeamClaimFacts {
  brand: EmailBrand;
  claimNumber: number;
  orderNumber: string;
  customerName: string | null;
  /** The claim's page in the console, behind the person's own sign-in. */
  consoleUrl: string;
}

/** For members of the store's team who chose it in their notification preferences. */
export type TeamEmail =
  | ({ kind: 'teamNewClaim'; claimType: ClaimTypeOrMultiple | null; itemCount: number } & TeamClaimFacts)
  | ({ kind: 'teamShopperReply'; message: string } & TeamClaimFacts);

/** For the store's owners: an endpoint failing for days was disabled. */
export interface WebhookDisabledEmail {
  kind: 'webhookDisabled';
  brand: EmailBrand;
  endpointUrl: string;
  failingSince: Date;
  /** The store's webhook settings in the console, where redelivering enables it again. */
  webhooksUrl: string;
}

export type StoreEmail = TeamEmail | WebhookDisabledEmail;

const shopperOf = (name: string | null) => (name === null || name.trim() === '' ? 'The shopper' : name);

function storeSubjectOf(email: StoreEmail): string {
  switch (email.kind) {
    case 'teamNewClaim':
      return `New claim #${email.claimNumber} for ${email.brand.name} (order #${email.orderNumber})`;
    case 'teamShopperReply':
      return `${shopperOf(email.customerName)} replied on claim #${email.claimNumber} (${email.brand.name})`;
    case 'webhookDisabled':
      return `A webhook endpoint of ${email.brand.name} is disabled`;
  }
}

function StoreEmailBody({ email }: { email: StoreEmail }) {
  const preview = storeSubjectOf(email);
  if (email.kind === 'webhookDisabled') {
    return (
      <Layout
        brand={email.brand}
        preview={preview}
        footer={`You get this email as an owner of ${email.brand.name}.`}
      >
        <Heading style={styles.heading}>A webhook endpoint is disabled</Heading>
        <Text style={styles.text}>
          {`Every delivery to the webhook endpoint ${email.endpointUrl} of ${email.brand.name} has failed since ${formatInstant(email.failingSince)}, so it is disabled: nothing more is sent to it.`}
        </Text>
        <Text style={styles.text}>
          Fix the receiver, then redeliver a delivery from the endpoint&apos;s log in the console: that
          enables it again.
        </Text>
        <ClaimButton url={email.webhooksUrl} label="Open the webhook settings" />
      </Layout>
    );
  }
  const footer = `You get this email because you chose it in your notification settings for ${email.brand.name}, in the console.`;
  const common = { brand: email.brand, preview, footer };
  const shopper = shopperOf(email.customerName);
  switch (email.kind) {
    case 'teamNewClaim':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>{`New claim #${email.claimNumber}`}</Heading>
          <Text style={styles.text}>
            {`${shopper} filed a claim on order #${email.orderNumber}${email.claimType === null ? '' : ` (${claimTypeLabel[email.claimType]})`}, for ${email.itemCount === 1 ? '1 item' : `${email.itemCount} items`}.`}
          </Text>
          <ClaimButton url={email.consoleUrl} label="Open the claim in the console" />
        </Layout>
      );
    case 'teamShopperReply':
      return (
        <Layout {...common}>
          <Heading style={styles.heading}>{`${shopper} replied`}</Heading>
          <Text style={styles.text}>{`On claim #${email.claimNumber} (order #${email.orderNumber}):`}</Text>
          <Text style={styles.quote}>
            {email.message.trim() === '' ? 'No text: the message has files only.' : email.message}
          </Text>
          <ClaimButton url={email.consoleUrl} label="Answer in the console" />
        </Layout>
      );
  }
}

/** An instant as the owners read it: UTC, since the server knows nothing of their time zone. */
function formatInstant(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export async function renderStoreEmail(email: StoreEmail): Promise<RenderedEmail> {
  const element = <StoreEmailBody email={email} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: storeSubjectOf(email), html, text };
}
