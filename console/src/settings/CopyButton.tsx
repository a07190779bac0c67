/** Copies a text the person must paste elsewhere (a secret shown once, a webhook URL), and says it did. */
import { Button } from '@radix-ui/themes';
import { useState } from 'react';

const copy = { of: (what: string) => `of ${what}` };

export function CopyButton({
  text,
  label,
  copiedLabel,
  of,
  size,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  /** What is copied, when the visible label alone is ambiguous in a list: "Copy URL of aurora.example". */
  of?: string | undefined;
  size?: '1' | '2';
}) {
  const [copied, setCopied] = useState(false);
  const shown = copied ? copiedLabel : label;
  return (
    <Button
      type="button"
      size={size}
      aria-label={of === undefined ? undefined : `${shown} ${copy.of(of)}`}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {shown}
    </Button>
  );
}
