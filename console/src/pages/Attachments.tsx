/**
 * A message's files in the claim's timeline: photos as thumbnails that open the ui's Lightbox (zoom,
 * rotate, swipe, as the shopper's page shows them), videos and other files as links.
 */
import { type Media, mediaExtensionOf, uploadKindOf } from '@orderprotection/domain';
// LazyLightbox, not the Lightbox: the viewer's code loads when a photo is first opened, not with the page.
import { LazyLightbox, LightboxThumbnail } from '@orderprotection/ui';
import { Flex, Link as RadixLink } from '@radix-ui/themes';
import { useState } from 'react';

export const attachmentCopy = {
  view: (filename: string) => `View ${filename}`,
  open: (filename: string) => `Open ${filename}`,
} as const;

export function fileNameOf(media: Pick<Media, 'filename' | 'fileKey'>): string {
  return media.filename || media.fileKey;
}

function isPhoto(media: Media): boolean {
  const extension = mediaExtensionOf(fileNameOf(media));
  return extension !== null && uploadKindOf(extension) === 'photo';
}

export function MessageAttachments({ medias }: { medias: readonly Media[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (medias.length === 0) return null;
  const photos = medias.filter(isPhoto);
  const files = medias.filter((media) => !isPhoto(media));
  return (
    <Flex direction="column" gap="2" mt="2">
      {photos.length > 0 && (
        <Flex gap="2" wrap="wrap" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {photos.map((media, index) => (
              <li key={media.fileKey}>
                <LightboxThumbnail
                  src={media.downloadLink}
                  label={attachmentCopy.view(fileNameOf(media))}
                  size="sm"
                  onClick={() => setViewing(index)}
                />
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {files.map((media) => (
        <RadixLink key={media.fileKey} href={media.downloadLink} target="_blank" rel="noreferrer" size="2">
          {attachmentCopy.open(fileNameOf(media))}
        </RadixLink>
      ))}
      <LazyLightbox
        images={photos.map((media) => ({
          src: media.downloadLink,
          alt: fileNameOf(media),
          caption: media.caption ?? undefined,
        }))}
        isOpen={viewing !== null}
        index={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </Flex>
  );
}
