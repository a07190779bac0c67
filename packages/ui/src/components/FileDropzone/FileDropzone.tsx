import {
  classifyUploads,
  DEFAULT_UPLOAD_LIMITS,
  type MediaInput,
  PHOTO_EXTENSIONS,
  UPLOAD_ACCEPT,
  type UploadKind,
  type UploadLimits,
  VIDEO_EXTENSIONS,
} from '@orderprotection/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  DropZone,
  type DropZoneProps,
  FileTrigger,
  isFileDropItem,
  Pressable,
  ProgressBar,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { CheckIcon, RetryIcon, TrashIcon, UploadIcon, VideoIcon } from '../../internal/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { LazyLightbox } from '../Lightbox/LazyLightbox';
import type { LightboxImage, LightboxLabels } from '../Lightbox/Lightbox';
import { LightboxThumbnail } from '../Lightbox/LightboxThumbnail';
import * as styles from './FileDropzone.css';

export interface UploadOptions {
  /** Report the fraction sent, from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Aborted when the shopper removes the file, or the dropzone goes away, while it uploads. */
  signal: AbortSignal;
}

/** Sends one file and answers what to attach (the portal passes the client's `uploadMedia`). */
export type UploadFile = (file: File, options: UploadOptions) => Promise<MediaInput>;

export interface FileDropzoneLabels {
  /** The field's name. */
  label: string;
  /** Says what to do (not shown in the compact variant). */
  hint: string;
  /** Name of the drop zone's own button, which takes pasted files and keyboard drops. */
  dropTarget: string;
  choose: string;
  /** The accepted formats and the number of files; built from the domain's rules by default. */
  formats: (limits: { photos: readonly string[]; videos: readonly string[]; maxFiles: number }) => string;
  view: (filename: string) => string;
  uploading: (filename: string) => string;
  uploaded: string;
  /** Shown when the upload failed without a message of its own. */
  failed: string;
  retry: (filename: string) => string;
  remove: (filename: string) => string;
  announceUploaded: (filename: string) => string;
  announceFailed: (filename: string, reason: string) => string;
  announceRemoved: (filename: string) => string;
}

const upperCase = (extensions: readonly string[]) => extensions.map((extension) => extension.toUpperCase());
const orList = new Intl.ListFormat('en-US', { type: 'disjunction' });

export const defaultFileDropzoneLabels: FileDropzoneLabels = {
  label: 'Photos and videos',
  hint: 'Drag photos or videos here, or choose them.',
  dropTarget: 'Paste or drop photos or videos',
  choose: 'Choose files',
  formats: ({ photos, videos, maxFiles }) =>
    `${orList.format(upperCase(photos))} photos or ${orList.format(upperCase(videos))} videos, up to ${maxFiles} files.`,
  view: (filename) => `View ${filename}`,
  uploading: (filename) => `Uploading ${filename}`,
  uploaded: 'Uploaded',
  failed: 'Upload failed',
  retry: (filename) => `Retry ${filename}`,
  remove: (filename) => `Remove ${filename}`,
  announceUploaded: (filename) => `${filename} uploaded`,
  announceFailed: (filename, reason) => `${filename} was not uploaded: ${reason}`,
  announceRemoved: (filename) => `${filename} removed`,
};

export interface FileDropzoneProps {
  upload: UploadFile;
  /** The files uploaded so far, in the order they were added; called whenever that list changes. */
  onChange?: (media: MediaInput[]) => void;
  /** Whether any file is still uploading (a form waits for it before sending). */
  onPendingChange?: (pending: boolean) => void;
  /** Files the claim already has elsewhere, counted against `maxFilesPerClaim`. */
  alreadyAttached?: number;
  /** Overrides of the domain's upload limits (a store's `maxFilesPerClaim`). */
  limits?: Partial<UploadLimits>;
  /** `compact`: one row with the button, for a message composer. */
  variant?: styles.DropZoneVariants['variant'];
  isDisabled?: boolean;
  labels?: Partial<FileDropzoneLabels>;
  lightboxLabels?: Partial<LightboxLabels>;
}

type ItemStatus = 'uploading' | 'done' | 'failed';

interface DropzoneItem {
  id: number;
  file: File;
  kind: UploadKind;
  /** An object URL of a photo, revoked when the item goes. */
  previewUrl: string | null;
  status: ItemStatus;
  progress: number;
  media: MediaInput | null;
  error: string | null;
}

/**
 * Attach photos and videos to a claim or a message: drag and drop, paste, or pick. Each file is checked by
 * the domain's upload rules (a refused one is listed with the domain's message naming it, and is never
 * uploaded), then sent with the `upload` function given, with a progress bar, retry and remove. Photos
 * show as thumbnails that open the Lightbox. Progress, success, failure and removal are announced.
 */
export function FileDropzone({
  upload,
  onChange,
  onPendingChange,
  alreadyAttached = 0,
  limits,
  variant = 'default',
  isDisabled = false,
  labels: labelOverrides,
  lightboxLabels,
}: FileDropzoneProps) {
  const labels = { ...defaultFileDropzoneLabels, ...labelOverrides };
  const maxFiles = limits?.maxFilesPerClaim ?? DEFAULT_UPLOAD_LIMITS.maxFilesPerClaim;
  const formatsId = useId();

  const [items, setItems] = useState<readonly DropzoneItem[]>([]);
  // Uploads finish outside React's events; each change must build on the latest list, not a stale render.
  const itemsRef = useRef<readonly DropzoneItem[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const [rejections, setRejections] = useState<readonly { id: number; message: string }[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);

  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const chooseButton = useRef<HTMLButtonElement>(null);

  // Uploads call back long after the render that started them: always reach the owner's latest callbacks.
  const listeners = useRef({ onChange, onPendingChange });
  useLayoutEffect(() => {
    listeners.current = { onChange, onPendingChange };
  });

  function update(change: (items: readonly DropzoneItem[]) => readonly DropzoneItem[]) {
    const previous = itemsRef.current;
    const next = change(previous);
    itemsRef.current = next;
    setItems(next);
    const media = uploadedMedia(next);
    if (!sameItems(uploadedMedia(previous), media)) listeners.current.onChange?.(media);
    const pending = isPending(next);
    if (pending !== isPending(previous)) listeners.current.onPendingChange?.(pending);
  }

  function patch(id: number, changes: Partial<DropzoneItem>) {
    update((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }

  function startUpload(item: DropzoneItem) {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    patch(item.id, { status: 'uploading', progress: 0, error: null });
    const { signal } = controller;
    upload(item.file, {
      signal,
      onProgress: (fraction) => {
        if (!signal.aborted) patch(item.id, { progress: Math.min(1, Math.max(0, fraction)) });
      },
    }).then(
      (media) => {
        if (signal.aborted) return;
        controllers.current.delete(item.id);
        patch(item.id, { status: 'done', progress: 1, media });
        setAnnouncement(labels.announceUploaded(item.file.name));
      },
      (error: unknown) => {
        if (signal.aborted) return;
        controllers.current.delete(item.id);
        const reason = error instanceof Error && error.message ? error.message : labels.failed;
        patch(item.id, { status: 'failed', error: reason });
        setAnnouncement(labels.announceFailed(item.file.name, reason));
      },
    );
  }

  function addFiles(files: readonly File[]) {
    if (isDisabled || files.length === 0) return;
    const verdicts = classifyUploads(
      files.map((file) => ({ filename: file.name, contentType: file.type, size: file.size })),
      { alreadyAttached: alreadyAttached + itemsRef.current.length, limits },
    );
    const added: DropzoneItem[] = [];
    const refused: { id: number; message: string }[] = [];
    files.forEach((file, index) => {
      const verdict = verdicts[index];
      if (!verdict?.ok) {
        refused.push({ id: nextId.current++, message: verdict?.message ?? labels.failed });
        return;
      }
      added.push({
        id: nextId.current++,
        file,
        kind: verdict.kind,
        previewUrl: verdict.kind === 'photo' ? URL.createObjectURL(file) : null,
        status: 'uploading',
        progress: 0,
        media: null,
        error: null,
      });
    });
    // The messages are about this attempt; those of an earlier one no longer apply.
    setRejections(refused);
    update((current) => [...current, ...added]);
    for (const item of added) startUpload(item);
  }

  function remove(item: DropzoneItem) {
    controllers.current.get(item.id)?.abort();
    controllers.current.delete(item.id);
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    const current = itemsRef.current;
    const position = current.indexOf(item);
    const neighbour = current[position + 1] ?? current[position - 1];
    flushSync(() => update((list) => list.filter((other) => other.id !== item.id)));
    // The removed item's button had focus; hand it to a neighbour rather than losing it to the page.
    (neighbour ? removeButtons.current.get(neighbour.id) : chooseButton.current)?.focus();
    setAnnouncement(labels.announceRemoved(item.file.name));
  }

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  async function onDrop(event: Parameters<NonNullable<DropZoneProps['onDrop']>>[0]) {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    addFiles(files);
  }

  const photos = items.filter((item) => item.previewUrl !== null);
  const lightboxImages: LightboxImage[] = photos.map((item) => ({
    src: item.previewUrl ?? '',
    alt: item.file.name,
  }));

  return (
    <fieldset className={styles.root} disabled={isDisabled}>
      <legend className={styles.legend}>{labels.label}</legend>
      <DropZone
        className={styles.dropZone({ variant })}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={onDrop}
        aria-label={labels.dropTarget}
      >
        {variant === 'default' && (
          <>
            <UploadIcon className={styles.dropIcon} />
            <p className={styles.hint}>{labels.hint}</p>
          </>
        )}
        <FileTrigger
          acceptedFileTypes={UPLOAD_ACCEPT.split(',')}
          allowsMultiple
          onSelect={(files) => addFiles(files ? [...files] : [])}
        >
          <Pressable isDisabled={isDisabled}>
            <Button
              ref={chooseButton}
              variant="secondary"
              size={variant === 'compact' ? 'sm' : 'md'}
              icon={variant === 'compact' ? <UploadIcon /> : undefined}
              disabled={isDisabled}
              aria-describedby={formatsId}
            >
              {labels.choose}
            </Button>
          </Pressable>
        </FileTrigger>
        <p id={formatsId} className={styles.formats}>
          {labels.formats({ photos: PHOTO_EXTENSIONS, videos: VIDEO_EXTENSIONS, maxFiles })}
        </p>
      </DropZone>

      <div role="alert">
        {rejections.length > 0 && (
          <ul className={styles.rejections}>
            {rejections.map(({ id, message }) => (
              <li key={id}>{message}</li>
            ))}
          </ul>
        )}
      </div>

      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.previewUrl === null ? (
                <span className={styles.fileIcon}>
                  <VideoIcon />
                </span>
              ) : (
                <LightboxThumbnail
                  src={item.previewUrl}
                  size="sm"
                  label={labels.view(item.file.name)}
                  onClick={() => setViewing(photos.indexOf(item))}
                />
              )}
              <div className={styles.details}>
                <span className={styles.fileName}>{item.file.name}</span>
                <ItemStatusLine item={item} labels={labels} />
              </div>
              <div className={styles.actions}>
                {item.status === 'failed' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.iconButton}
                    aria-label={labels.retry(item.file.name)}
                    onClick={() => startUpload(item)}
                  >
                    <RetryIcon />
                  </Button>
                )}
                <Button
                  ref={(element) => {
                    if (element) removeButtons.current.set(item.id, element);
                    else removeButtons.current.delete(item.id);
                  }}
                  variant="ghost"
                  size="sm"
                  className={styles.iconButton}
                  aria-label={labels.remove(item.file.name)}
                  onClick={() => remove(item)}
                >
                  <TrashIcon />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>

      <LazyLightbox
        images={lightboxImages}
        isOpen={viewing !== null}
        index={viewing ?? 0}
        onClose={() => setViewing(null)}
        labels={lightboxLabels}
      />
    </fieldset>
  );
}

function ItemStatusLine({ item, labels }: { item: DropzoneItem; labels: FileDropzoneLabels }) {
  if (item.status === 'uploading') {
    return (
      <ProgressBar value={item.progress * 100} aria-label={labels.uploading(item.file.name)}>
        {({ percentage = 0 }) => (
          <div className={styles.progressTrack}>
            <div className={styles.progressFill} style={{ width: `${percentage}%` }} />
          </div>
        )}
      </ProgressBar>
    );
  }
  if (item.status === 'done') {
    return (
      <span className={styles.status({ tone: 'success' })}>
        <CheckIcon />
        {labels.uploaded}
      </span>
    );
  }
  return <span className={styles.status({ tone: 'danger' })}>{item.error ?? labels.failed}</span>;
}

function uploadedMedia(items: readonly DropzoneItem[]): MediaInput[] {
  return items.flatMap((item) => (item.status === 'done' && item.media ? [item.media] : []));
}

function isPending(items: readonly DropzoneItem[]): boolean {
  return items.some((item) => item.status === 'uploading');
}

function sameItems<T>(first: readonly T[], second: readonly T[]): boolean {
  return first.length === second.length && first.every((value, index) => value === second[index]);
}
