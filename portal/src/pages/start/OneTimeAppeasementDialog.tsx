import { Button, Dialog, Text } from '@orderprotection/ui';
import { tightStack } from '../page.css';
import { oneTimeAppeasementCopy as copy } from './oneTimeAppeasementCopy';

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
