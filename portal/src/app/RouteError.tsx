/** The error page of every route: the message of `shownError`, in the portal's frame, and a way back. */
import { Button, ErrorPage } from '@orderprotection/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PortalShell } from './PortalShell';
import { NOT_FOUND } from './pageNotFound';
import { shownError } from './routeErrors';
import { usePortalPath } from './stickyQuery';

const copy = { startOver: 'Find your order' };

export function RouteError() {
  const error = useRouteError();
  const portalPath = usePortalPath();
  const { statusCode, message } = shownError(error);
  useEffect(() => {
    if (statusCode !== NOT_FOUND) console.error(error);
  }, [error, statusCode]);
  return (
    <PortalShell>
      <ErrorPage
        statusCode={statusCode}
        message={message}
        actions={<Button href={portalPath('/start')}>{copy.startOver}</Button>}
      />
    </PortalShell>
  );
}
