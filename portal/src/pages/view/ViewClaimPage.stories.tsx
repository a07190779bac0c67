import { loadFileDropzone } from '@orderprotection/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_CLAIM_TOKEN } from '../../fake/sampleData';
import { PortalPreview } from '../../stories/PortalPreview';
import { bodyOf, chooseFiles, findPageHeading, photoFile } from '../../stories/queries';
import { viewClaimCopy } from './ViewClaimPage';

const meta = {
  title: 'Portal/View my claim',
  component: PortalPreview,
  args: { path: `/view/${SAMPLE_CLAIM_TOKEN}` },
  // The composer's drop zone loads apart (LazyFileDropzone): here before the story, so every screenshot has it.
  loaders: [loadFileDropzone],
  parameters: {
    docs: {
      description: {
        component:
          'A filed claim opened by its link: status, facts, item issues with photos, the resolution with its reshipment tracking, and the conversation.',
      },
    },
  },
} satisfies Meta<typeof PortalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, viewClaimCopy.title('1001'));
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText('#1008')).toBeVisible();
    await expect(canvas.getByText('12 Harbor Lane')).toBeVisible();
    await expect(canvas.getByText('One glass arrived cracked along the rim.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /1Z999AA10000001008/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const APhotoInTheLightbox: Story = {
  tags: ['screenshot:page'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, viewClaimCopy.title('1001'));
    await userEvent.click(canvas.getByRole('button', { name: 'View photo dented-box.svg' }));
    await expect(await bodyOf(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

export const SendAMessageWithAPhoto: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findPageHeading(canvas, viewClaimCopy.title('1001'));
    const thread = canvas.getByRole('list', { name: 'Messages' });
    await expect(within(thread).getByText(/A replacement is on its way/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Here is the box it came in.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The message composer has no file input');
    chooseFiles(input, [photoFile('box.png')]);
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await within(thread).findByText('Here is the box it came in.')).toBeVisible();
    await expect(within(thread).getByRole('button', { name: 'View box.png' })).toBeVisible();
  },
};
