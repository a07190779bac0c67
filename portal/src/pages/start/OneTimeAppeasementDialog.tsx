import { Button, Dialog, Text } from '@orderprotection/ui';
import { tightStack } from '../page.css';

const copy = {
  title: 'A one-time courtesy',
  offer: (storeName: string) =>
    `This order wasn't covered by package protection, but ${storeName} is making a one-time exception: you can file one claim for it, as if it were protected.`,
  terms:
    'The exception is for this order only and can be used once. To have future orders covered, add package protection at checkout.',
  accept: 'Accept and continue',
  cancel: 'Not now',
};

export interface OneTimeAppeasementDialogProps {
  storeName: string;
  onAccept: () => void;
  onCancel: () => void;
}

/** The OTA modal (spec section 2): what a one-time appeasement offers, which the shopper accepts to go on. */
export function OneTimeAppeasementDialog({ storeName, onAccept, onCancel }: OneTimeAppeasementDialogProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={copy.title}
      description={copy.offer(storeName)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button onClick={onAccept}>{copy.accept}</Button>
        </>
      }
    >
      <div className={tightStack}>
        <Text>{copy.terms}</Text>
      </div>
    </Dialog>
  );
}
