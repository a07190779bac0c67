/**
 * The store's portal as a shopper would see it with the branding being edited, before it is saved: the
 * portal's own components from `@orderprotection/ui`, themed by a `BrandProvider` scoped to this box with
 * the same `brandingToTheme` the portal's pages use. The console may not import the portal itself, and an
 * iframe of the real portal would need a message listener in the portal's first load (which must not
 * grow) plus a store with an order to show; the components and theme are the same ones, so what differs
 * is only the page's copy.
 */
import type { BrandingSettings } from '@orderprotection/domain';
import {
  Alert,
  BrandProvider,
  Button,
  Card,
  ClaimStatusBadge,
  Heading,
  Logo,
  Text,
  TextField,
} from '@orderprotection/ui';
import { vars } from '@orderprotection/ui/vars';
import type { CSSProperties } from 'react';

export const previewCopy = {
  region: 'Preview of your claims portal',
  title: 'Your order protection claim',
  subtitle: 'You are filing a claim for order #1001.',
  intro: 'Tell us what went wrong and we will help you get it resolved.',
  orderNumber: 'Order number',
  anotherOrder: 'Look up another order',
  begin: 'Start my claim',
  status: 'Your claim is being reviewed. We will email you when it is resolved.',
} as const;

const page: CSSProperties = {
  background: vars.color.background,
  backgroundImage: vars.backgroundImage,
  backgroundSize: 'cover',
  color: vars.color.text,
  fontFamily: vars.font.body,
  padding: 24,
  borderRadius: 8,
  border: '1px solid var(--gray-a5)',
  display: 'grid',
  gap: 16,
};

export function BrandPreview({ branding, storeName }: { branding: BrandingSettings; storeName: string }) {
  return (
    <BrandProvider branding={branding} scope>
      <section aria-label={previewCopy.region} style={page}>
        <Logo alt={storeName} />
        <div>
          <Heading level={3} size="h1">
            {previewCopy.title}
          </Heading>
          <Text tone="muted">{previewCopy.subtitle}</Text>
        </div>
        <Card style={{ display: 'grid', gap: 12 }}>
          <Text>{previewCopy.intro}</Text>
          <TextField label={previewCopy.orderNumber} defaultValue="#1001" readOnly />
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button variant="secondary" type="button">
              {previewCopy.anotherOrder}
            </Button>
            <Button type="button">{previewCopy.begin}</Button>
          </div>
        </Card>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <ClaimStatusBadge status="OPEN" />
          <ClaimStatusBadge status="APPROVED" />
          <ClaimStatusBadge status="DENIED" />
        </div>
        <Alert tone="success" live="off">
          {previewCopy.status}
        </Alert>
      </section>
    </BrandProvider>
  );
}
