import type { AddressInput } from '@orderprotection/domain';
import { AddressForm, Button, Dialog } from '@orderprotection/ui';
import { useId, useState } from 'react';

const copy = {
  title: 'Edit shipping address',
  description: 'Where should we ship replacement items for this claim? Your order itself is not changed.',
  cancel: 'Cancel',
  save: 'Save address',
};

const EMPTY_ADDRESS: AddressInput = { firstName: '', lastName: '', address1: '', city: '', countryCode: '' };

export interface EditAddressDialogProps {
  initial: AddressInput | null;
  /** Called with the address as the domain's schema and the country's rules accept it. */
  onSave: (address: AddressInput) => void;
  onCancel: () => void;
}

/** The edit-shipping-address modal (spec section 2) around the design system's AddressForm. */
export function EditAddressDialog({ initial, onSave, onCancel }: EditAddressDialogProps) {
  const formId = useId();
  const [value, setValue] = useState<AddressInput>(initial ?? EMPTY_ADDRESS);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={copy.title}
      description={copy.description}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {copy.save}
          </Button>
        </>
      }
    >
      <AddressForm id={formId} value={value} onChange={setValue} onSubmit={onSave} />
    </Dialog>
  );
}
