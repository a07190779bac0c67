import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { Text } from '../Text/Text';

const NOT_FOUND = 404;

export interface ErrorPageCopy {
  title: string;
  /** The error's own message when it says more than the title ("Page Not Found: /issues/x"). */
  detail?: string;
}

/**
 * The error page's wording (spec section 2, "Routing behaviour"): status 404 shows "Page Not Found"; other
 * errors show their own message, or "Internal Server Error" when they have none.
 */
export function errorPageCopy(statusCode: number | undefined, message: string | undefined): ErrorPageCopy {
  const ownMessage = message?.trim() || undefined;
  if (statusCode === NOT_FOUND) {
    const title = 'Page Not Found';
    return ownMessage && ownMessage !== title ? { title, detail: ownMessage } : { title };
  }
  return { title: ownMessage ?? 'Internal Server Error' };
}

export interface ErrorPageProps {
  /** The error's status; 404 for an unknown route. Anything else (or none) is a server-side failure. */
  statusCode?: number;
  /** The error's own message. */
  message?: string;
  /** The way out: a link back to the start of the claim flow. */
  actions?: ReactNode;
}

/** The page shown for an unknown route or a failure the page could not handle. Its title is the page's h1. */
export function ErrorPage({ statusCode, message, actions }: ErrorPageProps) {
  const { title, detail } = errorPageCopy(statusCode, message);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      icon={
        statusCode !== undefined && (
          <Text as="span" size="lg" tone="muted" weight="bold">{`Error ${statusCode}`}</Text>
        )
      }
      description={detail}
      actions={actions}
    />
  );
}
