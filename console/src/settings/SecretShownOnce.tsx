/**
 * A secret the server answers once (an API token's, a webhook endpoint's signing secret): shown with a copy
 * button until the person says they are done, never again.
 */
import { Button, Callout, Flex, TextField } from '@radix-ui/themes';
import { CopyButton } from './CopyButton';
import { Field } from './Field';

export const secretCopy = {
  copy: 'Copy secret',
  copied: 'Copied',
  done: 'Done',
};

export function SecretShownOnce({
  title,
  text,
  label,
  secret,
  onDone,
}: {
  title: string;
  text: string;
  label: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 640 }}>
      <Callout.Root color="green" highContrast role="status">
        <Callout.Text weight="bold" style={{ wordBreak: 'break-all' }}>
          {title}
        </Callout.Text>
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
      <Flex gap="2" align="end" wrap="wrap">
        <Field label={label}>
          {(id) => <TextField.Root id={id} readOnly value={secret} style={{ minWidth: 320 }} />}
        </Field>
        <CopyButton text={secret} label={secretCopy.copy} copiedLabel={secretCopy.copied} />
        <Button type="button" variant="soft" onClick={onDone}>
          {secretCopy.done}
        </Button>
      </Flex>
    </Flex>
  );
}
