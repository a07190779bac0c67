import type { MediaInput } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoMedia, demoPhotoFile, demoPlatePng } from '../../internal/fixtures/demoFiles';
import type { UploadFile } from '../FileDropzone/FileDropzone';
import { LightboxThumbnail } from '../Lightbox/LightboxThumbnail';
import { ItemIssueForm } from './ItemIssueForm';
import {
  emptyItemIssueFormValue,
  emptyItemIssueUnit,
  type ItemIssueFormValue,
  itemIssueAnswer,
} from './itemIssueValue';

interface HeldUpload {
  file: File;
  onProgress: (fraction: number) => void;
  resolve: (media: MediaInput) => void;
}

/** Uploads the story has started and not settled, for its play function to move along. */
const heldUploads: HeldUpload[] = [];

const heldUpload: UploadFile = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    heldUploads.push({ file, onProgress, resolve });
    signal.addEventListener('abort', () => reject(signal.reason));
  });

const instantUpload: UploadFile = async (file) => demoMedia(file);

const savedPhoto = demoMedia(demoPhotoFile('scratched-lid.png', demoPlatePng));

const savedThumbnails = (media: readonly MediaInput[]) =>
  media.map((photo) => (
    <LightboxThumbnail
      key={photo.fileKey}
      src={photo.downloadLink ?? ''}
      label={`View ${photo.filename}`}
      size="sm"
    />
  ));

const meta = {
  title: 'Claims/ItemIssueForm',
  component: ItemIssueForm,
  args: {
    value: emptyItemIssueFormValue(),
    claimable: 3,
    upload: fn(instantUpload),
    onChange: fn(),
    onPendingChange: fn(),
  },
  beforeEach: () => {
    heldUploads.length = 0;
  },
  // Controlled: the story keeps the value, as the portal's item issue dialog does.
  render: function StatefulItemIssueForm(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ItemIssueForm
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'What is wrong with one order item (spec sections 2 and 5): how many units are affected (up to the claimable count), whether they all have the same issue, and for each description an issue type ("Select issue"), details ("Tell us briefly about the issue") and photos. Unticking "Same issue for all units" gives each affected unit its own fieldset. Controlled: keep the value (start from `emptyItemIssueFormValue()`), read the answer with `itemIssueAnswer(value)` (`null` while a type is missing), set `showErrors` once the shopper tried to save and focus `itemIssueTypeFieldId(id, firstMissingIssueType(value))`. Photos are sent through the `upload` prop (the portal passes the client’s `uploadMedia`); `onPendingChange` says whether any is still uploading. Photos attached before are shown through `renderSavedMedia`.',
      },
    },
  },
} satisfies Meta<typeof ItemIssueForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the form said last, as its owner got it. */
function lastValue(onChange: unknown): ItemIssueFormValue {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  const value = calls.at(-1)?.[0] as ItemIssueFormValue | undefined;
  if (!value) throw new Error('the form has not changed its value');
  return value;
}

function fileInputOf(element: HTMLElement): HTMLInputElement {
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input here');
  return input;
}

/** What the file picker does once a file is chosen (a headless browser cannot show the dialog). */
function pick(element: HTMLElement, file: File) {
  const input = fileInputOf(element);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function thumbnailsLoaded(canvasElement: HTMLElement) {
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img')) {
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
}

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const issueType = canvas.getByRole('button', { name: /Issue/ });
    await expect(issueType).toHaveTextContent('Select issue');
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toHaveAttribute(
      'placeholder',
      'Tell us briefly about the issue',
    );
    await expect(canvas.getByRole('group', { name: 'Photos or videos' })).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: 'How many are affected?' }),
    ).toHaveAccessibleDescription('Up to 3 can be claimed.');
    // One affected unit: nothing to share, so no "same issue" box.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByText('Select the issue with this item.')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'How many are affected?' })).toHaveFocus();
  },
};

export const DescribeByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const issueType = canvas.getByRole('button', { name: /Issue/ });
    issueType.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(issueType).toHaveTextContent('Damaged');
    // The list gives focus back to its field once it has closed.
    await waitFor(() => expect(issueType).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('The lid is cracked.');

    const count = canvas.getByRole('spinbutton', { name: 'How many are affected?' });
    count.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(count).toHaveValue('2');
    await expect(canvas.getByRole('checkbox', { name: 'Same issue for all units' })).toBeChecked();

    await expect(itemIssueAnswer(lastValue(args.onChange))).toEqual({
      quantity: 2,
      sameIssueForAllUnits: true,
      units: [{ type: 'DAMAGED', details: 'The lid is cracked.', media: [] }],
    });
  },
};

export const Filled: Story = {
  args: {
    value: {
      quantity: 2,
      sameIssueForAllUnits: true,
      units: [
        { type: 'DEFECTIVE_ITEM', details: 'Both lamps flicker.', savedMedia: [savedPhoto], media: [] },
      ],
    },
    renderSavedMedia: savedThumbnails,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Issue/ })).toHaveTextContent('Defective');
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toHaveValue('Both lamps flicker.');
    await expect(canvas.getByText('Added before')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View scratched-lid.png' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Same issue for all units' })).toBeChecked();
    await thumbnailsLoaded(canvasElement);
  },
};

export const EachUnitOnItsOwn: Story = {
  args: {
    value: { quantity: 2, sameIssueForAllUnits: true, units: [emptyItemIssueUnit()] },
  },
  play: async ({ canvas, args, userEvent }) => {
    const same = canvas.getByRole('checkbox', { name: 'Same issue for all units' });
    await expect(same).toHaveAccessibleDescription('Untick to describe each unit on its own.');
    same.focus();
    await userEvent.keyboard(' ');
    await expect(same).not.toBeChecked();

    // The second option of the second unit: "Defective".
    const picks = ['{ArrowDown}', '{ArrowDown}{ArrowDown}'];
    for (const [at, keys] of picks.entries()) {
      const unit = canvas.getByRole('group', { name: `Unit ${at + 1}` });
      const issueType = within(unit).getByRole('button', { name: /Issue/ });
      issueType.focus();
      await userEvent.keyboard(keys);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(issueType).toHaveFocus());
      await userEvent.tab();
      await expect(within(unit).getByRole('textbox', { name: 'Details' })).toHaveFocus();
      await userEvent.keyboard(`Unit ${at + 1} arrived broken.`);
    }
    await expect(
      within(canvas.getByRole('group', { name: 'Unit 2' })).getByRole('button', { name: /Issue/ }),
    ).toHaveTextContent('Defective');
    await expect(itemIssueAnswer(lastValue(args.onChange))).toEqual({
      quantity: 2,
      sameIssueForAllUnits: false,
      units: [
        { type: 'DAMAGED', details: 'Unit 1 arrived broken.', media: [] },
        { type: 'DEFECTIVE_ITEM', details: 'Unit 2 arrived broken.', media: [] },
      ],
    });
  },
};

export const ErrorsShown: Story = {
  args: {
    showErrors: true,
    value: {
      quantity: 2,
      sameIssueForAllUnits: false,
      units: [emptyItemIssueUnit(), { ...emptyItemIssueUnit(), type: 'MISSING_ITEM' }],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const issueTypeOf = (unit: number) =>
      within(canvas.getByRole('group', { name: `Unit ${unit}` })).getByRole('button', { name: /Issue/ });
    const missing = 'Select the issue with this item.';
    await expect(canvas.getAllByText(missing)).toHaveLength(1);
    await expect(issueTypeOf(1)).toHaveAccessibleDescription(missing);
    await expect(issueTypeOf(2)).not.toHaveAccessibleDescription(missing);

    // A third unit starts without its type, so with the error, until one is chosen.
    const count = canvas.getByRole('spinbutton', { name: 'How many are affected?' });
    count.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getAllByText(missing)).toHaveLength(2);
    await expect(issueTypeOf(3)).toHaveAccessibleDescription(missing);
    issueTypeOf(3).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(issueTypeOf(3)).toHaveTextContent('Damaged');
    await waitFor(() => expect(issueTypeOf(3)).toHaveFocus());
    await expect(issueTypeOf(3)).not.toHaveAccessibleDescription(missing);
    await expect(canvas.getAllByText(missing)).toHaveLength(1);
    // The screenshot shows the top, with the first unit's error (choosing scrolled to the third unit).
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const AtTheClaimableMaximum: Story = {
  args: {
    claimable: 2,
    value: {
      quantity: 2,
      sameIssueForAllUnits: true,
      units: [{ ...emptyItemIssueUnit(), type: 'WRONG_ITEM' }],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const count = canvas.getByRole('spinbutton', { name: 'How many are affected?' });
    await expect(count).toHaveAccessibleDescription('Up to 2 can be claimed.');
    await expect(count).toHaveAttribute('aria-valuemax', '2');
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    increase.focus();
    await userEvent.keyboard('{Enter}');
    count.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(count).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const OneClaimableUnit: Story = {
  args: { claimable: 1 },
  play: async ({ canvas }) => {
    // Nothing to count or share: only the description.
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Issue/ })).toHaveTextContent('Select issue');
  },
};

export const UploadInProgress: Story = {
  args: {
    upload: fn(heldUpload),
    value: {
      quantity: 2,
      sameIssueForAllUnits: false,
      units: [
        { ...emptyItemIssueUnit(), type: 'DAMAGED' },
        { ...emptyItemIssueUnit(), type: 'DAMAGED' },
      ],
    },
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const unitTwo = () => canvas.getByRole('group', { name: 'Unit 2' });
    pick(unitTwo(), demoPhotoFile());
    await within(unitTwo()).findByRole('progressbar', { name: 'Uploading damaged-box.png' });
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(true);

    // Down to one unit: the second unit's drop zone goes, its upload is aborted and no longer waited for.
    canvas.getByRole('button', { name: 'Decrease' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('group', { name: 'Unit 2' })).toBeNull();
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(false);

    // Back to two: the unit keeps its type; a photo uploads in each unit, both at once.
    canvas.getByRole('button', { name: 'Increase' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(unitTwo()).getByRole('button', { name: /Issue/ })).toHaveTextContent('Damaged');
    const unitOne = canvas.getByRole('group', { name: 'Unit 1' });
    pick(unitTwo(), demoPhotoFile());
    pick(unitOne, demoPhotoFile('cracked-plate.png', demoPlatePng));
    const progress = await within(unitOne).findByRole('progressbar', { name: 'Uploading cracked-plate.png' });
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(true);
    const [, second, first] = heldUploads;
    if (!first || !second) throw new Error('the uploads have not started');
    second.resolve(demoMedia(second.file));
    await within(unitTwo()).findByText('Uploaded');
    await expect(lastValue(args.onChange).units[1]?.media).toEqual([demoMedia(second.file)]);
    // Unit 1 still uploads: the form is still pending.
    await expect(args.onPendingChange).toHaveBeenLastCalledWith(true);
    first.onProgress(0.4);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    await thumbnailsLoaded(canvasElement);
  },
};

export const TheClaimsFileLimit: Story = {
  args: {
    // One file on another item of the claim, one saved on unit 1: one more fits the claim's three.
    uploadLimits: { maxFilesPerClaim: 3 },
    alreadyAttached: 1,
    renderSavedMedia: savedThumbnails,
    value: {
      quantity: 2,
      sameIssueForAllUnits: false,
      units: [
        { ...emptyItemIssueUnit(), type: 'DAMAGED', savedMedia: [savedPhoto] },
        { ...emptyItemIssueUnit(), type: 'DAMAGED' },
      ],
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const unitOne = canvas.getByRole('group', { name: 'Unit 1' });
    const unitTwo = canvas.getByRole('group', { name: 'Unit 2' });
    await expect(within(unitOne).getByText(/videos, up to 3 files\.$/)).toBeVisible();
    pick(unitTwo, demoPhotoFile());
    await within(unitTwo).findByText('Uploaded');
    // The claim is full: a file for the other unit is refused, and never uploaded.
    pick(unitOne, demoPhotoFile('cracked-plate.png', demoPlatePng));
    await waitFor(() =>
      expect(within(unitOne).getByRole('alert')).toHaveTextContent(
        '"cracked-plate.png" was not added: a claim can have up to 3 files.',
      ),
    );
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await thumbnailsLoaded(canvasElement);
  },
};
