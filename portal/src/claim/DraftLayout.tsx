/**
 * The layout route of the pages that need the found order (AppLayout sends a shopper without one to
 * /start): the claim draft of that order, and a wait while a reload finds the order again, then its saved
 * session, so a restored answer is not overwritten. Loaded with the first of these pages, not with /start.
 */
import { Spinner } from '@orderprotection/ui';
import { Outlet } from 'react-router-dom';
import { waiting } from '../app/layout.css';
import { DraftProvider, useDraft } from './DraftProvider';
import { useOrderState } from './OrderProvider';

const copy = { findingOrder: 'Finding your order…' };

function DraftReady() {
  const { current, renderedWithOrder } = useOrderState();
  const { ready } = useDraft();
  // A page the server rendered with its order shows at once; nothing is saved before the session is read.
  if (current !== null && (ready || renderedWithOrder)) return <Outlet />;
  return (
    <div className={waiting}>
      <Spinner size="lg" label={copy.findingOrder} showLabel />
    </div>
  );
}

export function DraftLayout() {
  const { current } = useOrderState();
  return (
    <DraftProvider current={current}>
      <DraftReady />
    </DraftProvider>
  );
}
