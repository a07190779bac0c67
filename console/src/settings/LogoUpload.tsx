/**
 * The branding editor's logo upload: a file is checked here first by the domain's rules (its size, and its
 * first bytes for the format), so a wrong file is named at once; the server checks it again, sanitises an
 * SVG, stores it and answers its link, which becomes the draft's logo: the preview shows it, and saving the
 * branding shows it to shoppers. A refused file changes nothing in the draft.
 */
import {
  LOGO_ACCEPT,
  LOGO_FORMAT_SENTENCE,
  LOGO_MAX_SIZE_TEXT,
  logoSizeProblem,
  sniffLogoFormat,
} from '@orderprotection/domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { errorText, staff } from '../app/api';

export const logoUploadCopy = {
  label: 'Logo file',
  choose: 'Upload a logo',
  uploading: 'Uploading the logo…',
  help: `SVG, PNG, JPEG or WebP, up to ${LOGO_MAX_SIZE_TEXT}. The preview shows it; save the branding to show it to shoppers.`,
  uploaded: (name: string) =>
    `${name} is uploaded and shown in the preview. Save the branding to publish it.`,
  refused: (name: string, reason: string) => `${name} was not uploaded: ${reason}`,
  failed: 'The logo could not be uploaded.',
} as const;

/** Enough of the start of a file to find an SVG's first tag after white space or a byte order mark. */
const HEAD_BYTES = 1024;

/** Why the file cannot be a logo, by the same rules the server applies, or null. */
async function logoFileProblem(file: File): Promise<string | null> {
  const sizeProblem = logoSizeProblem(file.size);
  if (sizeProblem !== null) return sizeProblem;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return sniffLogoFormat(head) === null ? LOGO_FORMAT_SENTENCE : null;
}

export function LogoUpload({
  storeId,
  onUploaded,
}: {
  storeId: string;
  onUploaded: (logoUrl: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => staff.uploadLogo(storeId, file, file.name),
  });

  const choose = async (file: File | undefined) => {
    if (file === undefined) return;
    setMessage(null);
    const problem = await logoFileProblem(file);
    if (problem !== null) {
      setMessage({ tone: 'error', text: logoUploadCopy.refused(file.name, problem) });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ logoUrl }) => {
        onUploaded(logoUrl);
        setMessage({ tone: 'done', text: logoUploadCopy.uploaded(file.name) });
      },
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: logoUploadCopy.refused(file.name, errorText(error, logoUploadCopy.failed)),
        }),
    });
  };

  return (
    <Flex direction="column" gap="1" align="start">
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={LOGO_ACCEPT}
        aria-label={logoUploadCopy.label}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          void choose(file);
        }}
      />
      <Button
        type="button"
        variant="soft"
        aria-controls={inputId}
        aria-describedby={`${inputId}-help ${inputId}-message`}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? logoUploadCopy.uploading : logoUploadCopy.choose}
      </Button>
      <Text id={`${inputId}-help`} size="1" color="gray">
        {logoUploadCopy.help}
      </Text>
      <Text id={`${inputId}-message`} size="1" color="red" role="alert">
        {message?.tone === 'error' ? message.text : null}
      </Text>
      <Text size="1" color="green" role="status">
        {message?.tone === 'done' ? message.text : null}
      </Text>
    </Flex>
  );
}
