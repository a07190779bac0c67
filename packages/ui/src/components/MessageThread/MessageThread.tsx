import {
  type DateInput,
  formatDate,
  LIMITS,
  MESSAGE_FORM_FIELDS,
  type Media,
  type MediaInput,
  type Message,
  type MessageFormState,
  type MessageInput,
  mediaExtensionOf,
  stripMarkup,
  titleCase,
  uploadKindOf,
} from '@orderprotection/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useValueTypedBeforeHydration } from '../../internal/field/typedBeforeHydration';
import { FileIcon } from '../../internal/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import type { FileDropzoneLabels, UploadFile } from '../FileDropzone/FileDropzone';
import { LazyFileDropzone } from '../FileDropzone/LazyFileDropzone';
import { LazyLightbox } from '../Lightbox/LazyLightbox';
import type { LightboxImage, LightboxLabels } from '../Lightbox/Lightbox';
import { LightboxThumbnail } from '../Lightbox/LightboxThumbnail';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './MessageThread.css';

export interface MessageThreadLabels {
  /** Name of the list of messages. */
  messages: string;
  empty: string;
  /** The sender's role next to the name; the domain's title case of the sender type by default. */
  senderType: (senderType: string) => string;
  /** Shown when a message has no sender name. */
  unknownSender: string;
  viewPhoto: (filename: string) => string;
  /** The label of the message field. */
  composer: string;
  attachments: string;
  send: string;
  sendFailed: string;
  uploadsPending: string;
  /** Announced when a message arrives: "New message from Ana". */
  newMessage: (senderName: string) => string;
}

export const defaultMessageThreadLabels: MessageThreadLabels = {
  messages: 'Messages',
  empty: 'No messages yet.',
  senderType: titleCase,
  unknownSender: 'Unknown sender',
  viewPhoto: (filename) => `View ${filename}`,
  composer: 'Message',
  attachments: 'Attachments',
  send: 'Send',
  sendFailed: 'Your message could not be sent. Please try again.',
  uploadsPending: 'Wait for your files to finish uploading, then send again.',
  newMessage: (senderName) => `New message from ${senderName}`,
};

export interface MessageThreadProps {
  /** Oldest first, as the API lists them. */
  messages: readonly Message[];
  /** Sends the composed message (parsed with the domain's `MessageInput`); reject to show the failure. */
  onSend: (message: MessageInput) => Promise<void>;
  /** Uploads an attachment (the client's `uploadMedia`). */
  upload: UploadFile;
  /** The moment dates are relative to ("Today at …"); fix it for stable screenshots. */
  now?: DateInput;
  /** IANA zone of the dates; the browser's by default. */
  timeZone?: string;
  /**
   * Where the composer is sent as a plain HTML form (POST, its text in the domain's
   * `MESSAGE_FORM_FIELDS`) when it is used before the page's script has run: a server that answers it
   * keeps the composer working on a slow phone.
   */
  action?: string;
  /** The server's answer to that form when it did not send the message: the text stays, with why. */
  unsent?: MessageFormState;
  labels?: Partial<MessageThreadLabels>;
  fileLabels?: Partial<FileDropzoneLabels>;
  lightboxLabels?: Partial<LightboxLabels>;
}

type Side = 'customer' | 'store';

const loadMessageInput = async () => (await import('./messageInput')).MessageInput;
const preloadMessageInput = () => {
  loadMessageInput().catch(() => undefined);
};

/**
 * A claim's conversation: the messages (the shopper's own at the end of the line, the store's and
 * support's at the start), their photos as thumbnails that open the Lightbox and other files as links,
 * then a composer with text and attachments. A message that arrives is announced politely. Sending keeps
 * the text on failure and shows why.
 */
export function MessageThread({
  messages,
  onSend,
  upload,
  now,
  timeZone,
  action,
  unsent,
  labels: labelOverrides,
  fileLabels,
  lightboxLabels,
}: MessageThreadProps) {
  const labels = { ...defaultMessageThreadLabels, ...labelOverrides };
  const [viewing, setViewing] = useState<{ images: LightboxImage[]; index: number } | null>(null);

  const [text, setText] = useState(unsent?.typed ?? '');
  const textRef = useRef<HTMLTextAreaElement>(null);
  // The composer is in the first HTML of a claim's page: what was written before it hydrated is kept.
  useValueTypedBeforeHydration(textRef, setText);
  const [medias, setMedias] = useState<MediaInput[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [textError, setTextError] = useState(
    unsent?.answer.kind === 'invalid' ? unsent.answer.message : undefined,
  );
  const [sendError, setSendError] = useState(unsent?.answer.kind === 'not-sent' ? labels.sendFailed : null);
  // A new dropzone after a message is sent: its files went with the message.
  const [dropzoneKey, setDropzoneKey] = useState(0);

  // Announce a message that arrives after the first render (adjusting state to a new prop, not an effect).
  const lastMessage = messages.at(-1);
  const [announcedId, setAnnouncedId] = useState(lastMessage?.id);
  const [announcement, setAnnouncement] = useState('');
  if (lastMessage && lastMessage.id !== announcedId) {
    setAnnouncedId(lastMessage.id);
    setAnnouncement(labels.newMessage(lastMessage.senderName || labels.unknownSender));
  }

  // Set at once, where `sending` is a render late: a second press while the schema loads sends nothing.
  const busy = useRef(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (uploading) {
      setSendError(labels.uploadsPending);
      return;
    }
    busy.current = true;
    try {
      const parsed = (await loadMessageInput()).safeParse({ messageContent: text, medias });
      if (!parsed.success) {
        setTextError(parsed.error.issues[0]?.message);
        return;
      }
      setTextError(undefined);
      setSendError(null);
      setSending(true);
      await onSend(parsed.data);
      setText('');
      setMedias([]);
      setDropzoneKey((key) => key + 1);
    } catch {
      // The shopper's text stays in the field so that sending again is one press.
      setSendError(labels.sendFailed);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <div className={styles.root}>
      {messages.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={labels.messages}>
          {messages.map((message) => {
            const side: Side = message.senderType === 'customer' ? 'customer' : 'store';
            const photos = message.medias.filter(isPhoto);
            const files = message.medias.filter((media) => !isPhoto(media));
            const images = photos.map(
              (media): LightboxImage => ({
                src: media.downloadLink,
                alt: fileNameOf(media),
                caption: media.caption ?? undefined,
              }),
            );
            return (
              <li key={message.id} className={styles.message({ from: side })}>
                <p className={styles.header}>
                  <span className={styles.sender}>{message.senderName || labels.unknownSender}</span>
                  <span className={styles.meta({ from: side })}>{labels.senderType(message.senderType)}</span>
                  <time className={styles.meta({ from: side })} dateTime={message.createdAt}>
                    {formatDate(message.createdAt, now, timeZone)}
                  </time>
                </p>
                {message.messageContent && (
                  <p className={styles.content}>{stripMarkup(message.messageContent)}</p>
                )}
                {photos.length > 0 && (
                  <ul className={styles.attachments}>
                    {photos.map((media, index) => (
                      <li key={media.fileKey}>
                        <LightboxThumbnail
                          src={media.downloadLink}
                          label={labels.viewPhoto(fileNameOf(media))}
                          onClick={() => setViewing({ images, index })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {files.length > 0 && (
                  <ul className={styles.attachments}>
                    {files.map((media) => (
                      <li key={media.fileKey}>
                        <a
                          className={styles.fileLink({ from: side })}
                          href={media.downloadLink}
                          download={fileNameOf(media)}
                        >
                          <FileIcon />
                          {fileNameOf(media)}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>

      <form
        className={styles.composer}
        method={action === undefined ? undefined : 'post'}
        action={action}
        onSubmit={send}
        onFocus={preloadMessageInput}
        noValidate
      >
        <TextArea
          ref={textRef}
          name={MESSAGE_FORM_FIELDS.messageContent}
          label={labels.composer}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={LIMITS.message}
          rows={3}
          disabled={sending}
          error={textError}
        />
        <LazyFileDropzone
          key={dropzoneKey}
          variant="compact"
          upload={upload}
          onChange={setMedias}
          onPendingChange={setUploading}
          limits={{ maxFilesPerClaim: LIMITS.mediaPerMessage }}
          isDisabled={sending}
          labels={{ label: labels.attachments, ...fileLabels }}
          lightboxLabels={lightboxLabels}
        />
        {sendError && <Alert tone="danger">{sendError}</Alert>}
        <div className={styles.composerActions}>
          <Button type="submit" loading={sending}>
            {labels.send}
          </Button>
        </div>
      </form>

      <LazyLightbox
        images={viewing?.images ?? []}
        isOpen={viewing !== null}
        index={viewing?.index ?? 0}
        onClose={() => setViewing(null)}
        labels={lightboxLabels}
      />
    </div>
  );
}

/** A photo by the domain's upload rules (its extension), shown as a thumbnail; anything else is a link. */
function isPhoto(media: Media): boolean {
  const extension = mediaExtensionOf(fileNameOf(media));
  return extension !== null && uploadKindOf(extension) === 'photo';
}

function fileNameOf(media: Media): string {
  return media.filename || media.fileKey.split('/').at(-1) || media.fileKey;
}
