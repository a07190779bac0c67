import { classifyUpload, classifyUploads, type MediaInput, UPLOAD_ACCEPT } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import {
  demoDocumentFile,
  demoMedia,
  demoPhotoFile,
  demoPlatePng,
  demoVideoFile,
} from '../../internal/fixtures/demoFiles';
import { FileDropzone, type UploadFile } from './FileDropzone';

interface HeldUpload {
  file: File;
  onProgress: (fraction: number) => void;
  resolve: (media: MediaInput) => void;
  reject: (error: Error) => void;
}

/** Uploads the story has started and not settled, for its play function to move along. */
const heldUploads: HeldUpload[] = [];

const heldUpload: UploadFile = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    heldUploads.push({ file, onProgress, resolve, reject });
    signal.addEventListener('abort', () => reject(signal.reason));
  });

const instantUpload: UploadFile = async (file) => demoMedia(file);

const meta = {
  title: 'Media/FileDropzone',
  component: FileDropzone,
  args: { upload: fn(heldUpload), onChange: fn(), onPendingChange: fn() },
  beforeEach: () => {
    heldUploads.length = 0;
  },
  parameters: {
    docs: {
      description: {
        component:
          'Attach photos and videos by dropping, pasting or choosing them. Files are checked with the domain’s upload rules before anything is sent: a refused file is listed with the domain’s message, naming it. Accepted files are sent through the `upload` prop (the portal passes the client’s `uploadMedia`) with a progress bar, retry and remove; `onChange` gets the uploaded media. Photos show as thumbnails that open the Lightbox. Use `variant="compact"` in a message composer.',
      },
    },
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the dropzone has no file input');
  return input;
}

/** What the file picker does once files are chosen (a headless browser cannot show the dialog). */
function pick(canvasElement: HTMLElement, files: readonly File[]) {
  const input = fileInput(canvasElement);
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drags files over the drop zone and lets go, as the browser reports it. */
function drop(target: Element, files: readonly File[]) {
  const dataTransfer = new DataTransfer();
  dataTransfer.effectAllowed = 'copy';
  for (const file of files) dataTransfer.items.add(file);
  // A file dragged from the desktop has a file-system entry; one made in the page has none, and React
  // Aria skips entry-less items. Give them the entry a real drop would have.
  const fileEntry = { isFile: true, isDirectory: false } as unknown as FileSystemEntry;
  const entries = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue(fileEntry);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: 10, clientY: 10 }),
    );
  }
  entries.mockRestore();
}

function dropZoneOf(canvasElement: HTMLElement): Element {
  const zone = within(canvasElement)
    .getByRole('button', { name: 'Paste or drop photos or videos' })
    .closest('[data-rac]');
  if (!zone) throw new Error('the drop zone has no element of its own');
  return zone;
}

function thumbnailsLoaded(canvasElement: HTMLElement) {
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img')) {
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
}

function held(index: number): HeldUpload {
  const upload = heldUploads[index];
  if (!upload) throw new Error(`upload ${index + 1} has not started`);
  return upload;
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Photos and videos' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Paste or drop photos or videos' })).toHaveFocus();
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choose files' });
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription(
      'JPG, JPEG, PNG, GIF, BMP, WEBP, or HEIC photos or MP4 or MOV videos, up to 10 files.',
    );
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', UPLOAD_ACCEPT);
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
  },
};

export const RejectedFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const pdf = demoDocumentFile();
    drop(dropZoneOf(canvasElement), [pdf]);
    const refusal = classifyUpload({ filename: pdf.name, contentType: pdf.type, size: pdf.size });
    if (refusal.ok) throw new Error('the domain accepts PDFs now; pick another refused file');
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(refusal.message));
    await expect(refusal.message).toContain('"invoice.pdf"');
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listitem', { name: /invoice/ })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const UploadProgress: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const photo = demoPhotoFile();
    const plate = demoPhotoFile('cracked-plate.png', demoPlatePng);
    pick(canvasElement, [photo, plate]);

    const progress = await canvas.findByRole('progressbar', { name: 'Uploading damaged-box.png' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(true);

    held(0).onProgress(0.4);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    held(0).resolve(demoMedia(photo));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Uploading damaged-box.png' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([demoMedia(photo)]);
    await expect(canvas.getByRole('status')).toHaveTextContent('damaged-box.png uploaded');
    await expect(args.onPendingChange).not.toHaveBeenLastCalledWith(false);

    held(1).onProgress(0.65);
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Uploading cracked-plate.png' })).toHaveAttribute(
        'aria-valuenow',
        '65',
      ),
    );
    await thumbnailsLoaded(canvasElement);
  },
};

export const RetryAfterFailure: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const photo = demoPhotoFile();
    pick(canvasElement, [photo]);
    await canvas.findByRole('progressbar', { name: 'Uploading damaged-box.png' });
    held(0).reject(new Error('Failed to upload image'));
    await expect(await canvas.findByText('Failed to upload image')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'damaged-box.png was not uploaded: Failed to upload image',
    );
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(false);

    canvas.getByRole('button', { name: 'Retry damaged-box.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading damaged-box.png' })).toBeVisible();
    await expect(canvas.queryByText('Failed to upload image')).toBeNull();
    held(1).resolve(demoMedia(photo));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([demoMedia(photo)]);

    const second = demoPhotoFile('cracked-plate.png', demoPlatePng);
    pick(canvasElement, [second]);
    await canvas.findByRole('progressbar', { name: 'Uploading cracked-plate.png' });
    held(2).reject(new Error('Failed to upload image'));
    await canvas.findByRole('button', { name: 'Retry cracked-plate.png' });
    await thumbnailsLoaded(canvasElement);
  },
};

export const RemoveByKeyboard: Story = {
  args: { upload: fn(instantUpload) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const box = demoPhotoFile();
    const plate = demoPhotoFile('cracked-plate.png', demoPlatePng);
    pick(canvasElement, [box, plate]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(args.onChange).toHaveBeenLastCalledWith([demoMedia(box), demoMedia(plate)]);
    const boxThumbnail = canvas.getByRole('button', { name: 'View damaged-box.png' });
    const boxUrl = boxThumbnail.querySelector('img')?.getAttribute('src');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(boxThumbnail).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove damaged-box.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(canvas.queryByRole('button', { name: 'View damaged-box.png' })).toBeNull();
    await expect(revoke).toHaveBeenCalledWith(boxUrl);
    await expect(args.onChange).toHaveBeenLastCalledWith([demoMedia(plate)]);
    await expect(canvas.getByRole('button', { name: 'Remove cracked-plate.png' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('damaged-box.png removed');

    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus());
    revoke.mockRestore();
  },
};

export const PhotosAndVideos: Story = {
  args: { upload: fn(instantUpload) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    pick(canvasElement, [demoPhotoFile(), demoVideoFile(), demoPhotoFile('cracked-plate.png', demoPlatePng)]);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(3));
    await expect(canvas.getByText('unboxing.mp4')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View unboxing.mp4' })).toBeNull();

    const plate = canvas.getByRole('button', { name: 'View cracked-plate.png' });
    plate.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Image 2 of 2: cracked-plate.png' });
    await expect(await within(dialog).findByRole('img', { name: 'cracked-plate.png' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Focus comes back a frame after the dialog unmounts.
    await waitFor(() => expect(plate).toHaveFocus());
    await thumbnailsLoaded(canvasElement);
  },
};

export const TooManyFiles: Story = {
  args: { upload: fn(instantUpload), limits: { maxFilesPerClaim: 2 }, alreadyAttached: 1 },
  play: async ({ canvas, canvasElement, args }) => {
    const files = [demoPhotoFile(), demoPhotoFile('cracked-plate.png', demoPlatePng)];
    pick(canvasElement, files);
    const [, refused] = classifyUploads(
      files.map((file) => ({ filename: file.name, contentType: file.type, size: file.size })),
      { alreadyAttached: 1, limits: { maxFilesPerClaim: 2 } },
    );
    if (!refused || refused.ok) throw new Error('the domain accepts a third file now');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(refused.message));
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/videos, up to 2 files\.$/)).toBeVisible();
    await canvas.findByText('Uploaded');
    await thumbnailsLoaded(canvasElement);
  },
};

export const Compact: Story = {
  args: { variant: 'compact', upload: fn(instantUpload), labels: { label: 'Attachments' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Drag photos or videos here, or choose them.')).toBeNull();
    drop(dropZoneOf(canvasElement), [demoPhotoFile()]);
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await thumbnailsLoaded(canvasElement);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    drop(dropZoneOf(canvasElement), [demoPhotoFile()]);
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
