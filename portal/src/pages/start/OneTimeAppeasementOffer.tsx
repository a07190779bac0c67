import { Alert } from '@orderprotection/ui';
import { ButtonLink, isPlainClick } from '../../app/links';
import { oneTimeAppeasementCopy as copy } from './oneTimeAppeasementCopy';

export interface OneTimeAppeasementOfferProps {
  storeName: string;
  /** The page the order leads to once the offer is accepted: "/issues" or "/multiple-shipments". */
  next: string;
  /** Accepts the offer in the page's script, once it runs (a click that opens a new tab follows the link). */
  onAccept: () => void;
}

/**
 * The OTA offer as a block of the page, for where its dialog cannot open yet: the server's answer to the
 * start page's form, before the page's script has run, or without JavaScript. The dialog's words, and links
 * that work without a script: on to the next page (which the server renders with the proof of the lookup
 * it answered), or back to an empty start page. Once the script runs, accepting is the page's (`onAccept`).
 */
export function OneTimeAppeasementOffer({ storeName, next, onAccept }: OneTimeAppeasementOfferProps) {
  return (
    <Alert
      tone="info"
      title={copy.title}
      actions={
        <>
          <ButtonLink to="/start" variant="secondary">
            {copy.cancel}
          </ButtonLink>
          <ButtonLink
            to={next}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onAccept();
            }}
          >
            {copy.accept}
          </ButtonLink>
        </>
      }
    >
      <p>{copy.offer(storeName)}</p>
      <p>{copy.terms}</p>
    </Alert>
  );
}
