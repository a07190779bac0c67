/** A button whose action is asked about first: removing a person, handing over a store, revoking a token. */
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's text, and the dialog's confirming button. */
  label: string;
  /** Its accessible name when the visible label alone is ambiguous in a list ("Remove Sam Support"). */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
}

export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  onConfirm,
  disabled,
}: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" size="1" aria-label={ariaLabel} disabled={disabled}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {label}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
