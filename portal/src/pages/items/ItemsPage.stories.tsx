import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { claimPhotos } from '../../fake/images';
import { PortalPreview } from '../../stories/PortalPreview';
import { arriveAt, bodyOf, chooseFiles, findPageHeading, photoFile } from '../../stories/queries';
import { resolutionCopy } from '../resolution/ResolutionPage';
import { itemIssueCopy } from './ItemIssueDialog';
import { itemsCopy } from './ItemsPage';

const meta = {
  title: 'Portal/Items',
  component: PortalPreview,
  args: { path: '/issues/items', orderNumber: '1001' },
  parameters: {
    docs: {
      description: {
        component:
          'The "Issues with my items" path: pick the items, then describe each in the item issue modal ("Product n / total"). Items already claimed or refunded are shown but cannot be picked.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, itemsCopy.title);
    await expect(canvas.getByRole('heading', { level: 2, name: itemsCopy.selectItems })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
  },
};

export const RefundedItems: Story = {
  args: { orderNumber: '1009' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, itemsCopy.title);
    const blanket = canvas.getByRole('checkbox', { name: 'Wool Throw Blanket' });
    await expect(blanket).toHaveAttribute('aria-disabled', 'true');
    await expect(blanket).toHaveAccessibleDescription(
      expect.stringContaining(itemsCopy.unavailable.refunded),
    );
    await expect(canvas.getByRole('checkbox', { name: 'Brass Desk Lamp' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const AlreadyClaimedInPart: Story = {
  args: { orderNumber: '1008' },
  play: async ({ canvas }) => {
    await findPageHeading(canvas, itemsCopy.title);
    await expect(canvas.getByRole('checkbox', { name: 'Recycled Tumbler Glass' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const NothingSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, itemsCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: itemsCopy.continue }));
    await expect(await canvas.findByText(itemsCopy.missingChoice)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ceramic Pour-Over Mug' })).toHaveFocus();
  },
};

export const DescribeAnItem: Story = {
  tags: ['screenshot:page'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, itemsCopy.title);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ceramic Pour-Over Mug' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cold Brew Concentrate' }));
    await userEvent.click(canvas.getByRole('button', { name: itemsCopy.continue }));
    const dialog = bodyOf(await bodyOf(canvasElement).findByRole('dialog', { name: itemIssueCopy.title }));
    await expect(dialog.getByRole('progressbar', { name: 'Product 1 / 2' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: itemIssueCopy.details })).toHaveAttribute(
      'placeholder',
      itemIssueCopy.detailsPlaceholder,
    );
    await expect(dialog.getByRole('button', { name: new RegExp(itemIssueCopy.issueType) })).toHaveTextContent(
      itemIssueCopy.issuePlaceholder,
    );
  },
};

export const TheWholeItemsPathByKeyboard: Story = {
  // Ends on another page, which its own stories capture (README, Stories).
  tags: ['screenshot:none'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, itemsCopy.title);
    canvas.getByRole('checkbox', { name: 'Ceramic Pour-Over Mug' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Cold Brew Concentrate' })).toHaveFocus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: itemsCopy.continue }).focus();
    await userEvent.keyboard('{Enter}');

    const body = bodyOf(canvasElement);
    let dialog = bodyOf(await body.findByRole('dialog', { name: itemIssueCopy.title }));
    await expect(dialog.getByRole('progressbar', { name: 'Product 1 / 2' })).toBeVisible();
    // Saving without an issue type says so, on the field, and goes there.
    dialog.getByRole('button', { name: itemIssueCopy.next }).focus();
    await userEvent.keyboard('{Enter}');
    const issueField = dialog.getByRole('button', { name: new RegExp(itemIssueCopy.issueType) });
    await waitFor(() => expect(issueField).toHaveFocus());
    await expect(issueField).toHaveAccessibleDescription(expect.stringContaining(itemIssueCopy.missingIssue));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(issueField).toHaveTextContent('Damaged');
    // The list gives focus back to its field once it has closed.
    await waitFor(() => expect(issueField).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: itemIssueCopy.details })).toHaveFocus();
    await userEvent.keyboard('The handle came off.');
    dialog.getByRole('button', { name: itemIssueCopy.next }).focus();
    await userEvent.keyboard('{Enter}');

    // The next product replaces the dialog's content: found from the page, not from the old dialog.
    const progress = await body.findByRole('progressbar', { name: 'Product 2 / 2' }, { timeout: 5000 });
    dialog = bodyOf(progress.closest('[role="dialog"]') ?? canvasElement.ownerDocument.body);
    // Three cans: two affected, each with its own description.
    await expect(dialog.getByRole('spinbutton', { name: itemIssueCopy.affected })).toHaveValue('1');
    dialog.getByRole('button', { name: /Increase/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(dialog.getByRole('checkbox', { name: itemIssueCopy.sameIssue }));
    await expect(dialog.getByRole('group', { name: 'Unit 2' })).toBeVisible();
    for (const field of dialog.getAllByRole('button', { name: new RegExp(itemIssueCopy.issueType) })) {
      field.focus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(field).toHaveFocus());
      await expect(field).toHaveTextContent('Damaged');
    }
    dialog.getByRole('button', { name: itemIssueCopy.finish }).focus();
    await userEvent.keyboard('{Enter}');
    await arriveAt(canvas, userEvent, resolutionCopy.title);
  },
};

export const TheStoresFileLimit: Story = {
  tags: ['screenshot:page'],
  args: {
    // A store that takes 2 files per claim; the mug's issue, saved before, has one of them.
    adjustOrder: (order) => ({ ...order, maxFilesPerClaim: 2 }),
    draft: {
      fulfillments: {
        'f-1001': {
          id: 'f-1001',
          issues: [
            {
              id: 'mugDamaged1',
              sourceItemId: 'src-mug',
              quantity: 1,
              type: 'DAMAGED',
              media: [
                {
                  fileKey: 'file-dented-box',
                  filename: 'dented-box.svg',
                  fileType: 'image/svg+xml',
                  downloadLink: claimPhotos.dentedBox,
                },
              ],
            },
          ],
        },
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, itemsCopy.title);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cold Brew Concentrate' }));
    await userEvent.click(canvas.getByRole('button', { name: itemsCopy.continue }));
    const body = bodyOf(canvasElement);
    const mugDialog = bodyOf(await body.findByRole('dialog', { name: itemIssueCopy.title }));
    await expect(mugDialog.getByText(/videos, up to 2 files\.$/)).toBeVisible();
    await userEvent.click(mugDialog.getByRole('button', { name: itemIssueCopy.next }));

    // The next product replaces the dialog's content: found from the page, not from the old dialog.
    const progress = await body.findByRole('progressbar', { name: 'Product 2 / 2' });
    const dialogElement: HTMLElement | null = progress.closest('[role="dialog"]');
    if (dialogElement === null) throw new Error('the progress is not in the dialog');
    const dialog = bodyOf(dialogElement);
    await expect(dialog.getByText(/videos, up to 2 files\.$/)).toBeVisible();
    const input: HTMLInputElement | null = dialogElement.querySelector('input[type="file"]');
    if (input === null) throw new Error('no file input in the dialog');
    // The mug's photo counts: one more fits the claim, the second is refused before it is uploaded.
    chooseFiles(input, [photoFile('can-front.png'), photoFile('can-back.png')]);
    const refused = dialog.getByRole('alert');
    await waitFor(() =>
      expect(refused).toHaveTextContent('"can-back.png" was not added: a claim can have up to 2 files.'),
    );
    await expect(await dialog.findByText('Uploaded')).toBeVisible();
    refused.scrollIntoView({ block: 'center' });
  },
};
