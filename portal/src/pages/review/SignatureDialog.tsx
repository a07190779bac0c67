import { Button, Dialog, SignaturePad } from '@orderprotection/ui';
import { useState } from 'react';

const copy = {
  title: 'Sign your claim',
  description: 'Your signature confirms that the information in this claim is true.',
  label: 'Signature',
  missing: 'Draw or type your signature first.',
  cancel: 'Cancel',
  save: 'Use this signature',
};

export interface SignatureDialogProps {
  /** Called with the signature as a PNG data URL. */
  onSave: (signature: string) => void;
  onCancel: () => void;
}

/** The collect-signature modal (spec section 2): drawn, or typed for keyboard and screen-reader users. */
export function SignatureDialog({ onSave, onCancel }: SignatureDialogProps) {
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = () => {
    if (signature === null) setError(copy.missing);
    else onSave(signature);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={copy.title}
      description={copy.description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button onClick={save}>{copy.save}</Button>
        </>
      }
    >
      <SignaturePad
        label={copy.label}
        onChange={(next) => {
          setSignature(next);
          if (next !== null) setError(undefined);
        }}
        error={error}
      />
    </Dialog>
  );
}
