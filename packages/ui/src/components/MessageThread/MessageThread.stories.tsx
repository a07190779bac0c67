import { Message, type MessageInput, mediaCaption } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoMedia, demoParcelPng, demoPhotoFile, demoPlatePng } from '../../internal/fixtures/demoFiles';
import type { UploadFile } from '../FileDropzone/FileDropzone';
import { loadFileDropzone } from '../FileDropzone/LazyFileDropzone';
import { MessageThread, type MessageThreadProps } from './MessageThread';

/** Dates are relative to this moment, in UTC, so they read the same on every run and in every zone. */
const now = '2026-03-10T12:00:00Z';
const timeZone = 'UTC';

const demoMessages: Message[] = [
  Message.parse({
    id: 'm1',
    claimId: 'c1',
    messageContent: 'Hi, the box arrived crushed and the plate inside is cracked. Photos attached.',
    senderId: 'customer-1',
    senderName: 'Jordan Lee',
    senderType: 'customer',
    createdAt: '2026-03-02T09:15:00Z',
    medias: [
      {
        fileKey: 'claims/c1/damaged-box.png',
        filename: 'damaged-box.png',
        fileType: 'image/png',
        downloadLink: `data:image/png;base64,${demoParcelPng}`,
        caption: mediaCaption('2026-03-02T09:14:00Z', timeZone),
      },
      {
        fileKey: 'claims/c1/cracked-plate.png',
        filename: 'cracked-plate.png',
        fileType: 'image/png',
        downloadLink: `data:image/png;base64,${demoPlatePng}`,
        caption: mediaCaption('2026-03-02T09:14:00Z', timeZone),
      },
      {
        fileKey: 'claims/c1/unboxing.mp4',
        filename: 'unboxing.mp4',
        fileType: 'video/mp4',
        downloadLink: '#unboxing.mp4',
        caption: null,
      },
    ],
  }),
  Message.parse({
    id: 'm2',
    claimId: 'c1',
    messageContent: '<p>Thanks, Jordan. We are sorry about that!</p>\nCould you send the packing slip too?',
    senderId: 'store-1',
    senderName: 'Blossom & Co',
    senderType: 'brand',
    createdAt: '2026-03-09T16:40:00Z',
    medias: [
      {
        fileKey: 'claims/c1/return-label.pdf',
        filename: 'return-label.pdf',
        fileType: 'application/pdf',
        downloadLink: '#return-label.pdf',
      },
    ],
  }),
  Message.parse({
    id: 'm3',
    claimId: 'c1',
    messageContent: 'Your replacement has been approved and ships tomorrow.',
    senderId: 'staff-1',
    senderName: 'Sam from OrderProtection',
    senderType: 'staff',
    createdAt: '2026-03-10T10:05:00Z',
  }),
];

/** Screenshots wait for every thumbnail to be decoded. */
function imagesLoaded(canvasElement: HTMLElement) {
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img')) expect(image.naturalWidth).toBeGreaterThan(0);
  });
}

const instantUpload: UploadFile = async (file) => demoMedia(file);

/** The thread as the view page uses it: a sent message comes back from the API and joins the list. */
function LiveThread(props: MessageThreadProps) {
  const [messages, setMessages] = useState(props.messages);
  async function onSend(input: MessageInput) {
    await props.onSend(input);
    setMessages((current) => [
      ...current,
      Message.parse({
        id: `sent-${current.length + 1}`,
        claimId: 'c1',
        messageContent: input.messageContent,
        senderId: 'customer-1',
        senderName: 'Jordan Lee',
        senderType: 'customer',
        createdAt: now,
        medias: input.medias.map((media) => ({ ...media, downloadLink: media.downloadLink ?? '' })),
      }),
    ]);
  }
  return <MessageThread {...props} messages={messages} onSend={onSend} />;
}

const meta = {
  title: 'Claims/MessageThread',
  component: MessageThread,
  render: (args) => <LiveThread {...args} />,
  // The composer's drop zone loads apart (LazyFileDropzone): here before the story, so every screenshot has it.
  loaders: [loadFileDropzone],
  args: {
    messages: demoMessages,
    onSend: fn(async () => {}),
    upload: fn(instantUpload),
    now,
    timeZone,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The conversation on a claim: messages with sender, role and date (the domain’s `formatDate`, relative to `now`), photos as thumbnails opening the Lightbox and other files as download links, and a composer with text and attachments that sends `MessageInput` through `onSend`. The shopper’s messages sit at the end of the line on the brand tint. New messages are announced politely; a failed send keeps the text and says so.',
      },
    },
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  tags: ['screenshot:every-merchant'],
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Messages' });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    if (!first || !second || !third) throw new Error('expected three messages');
    await expect(first).toHaveTextContent('Jordan Lee');
    await expect(first).toHaveTextContent('Customer');
    await expect(first).toHaveTextContent('Mar 2 at 9:15 AM');
    await expect(second).toHaveTextContent('Yesterday at 4:40 PM');
    await expect(second).toHaveTextContent('Thanks, Jordan. We are sorry about that!');
    await expect(second).not.toHaveTextContent('<p>');
    await expect(third).toHaveTextContent('Today at 10:05 AM');
    await expect(third).toHaveTextContent('Staff');
    await expect(within(second).getByRole('link', { name: 'return-label.pdf' })).toHaveAttribute(
      'download',
      'return-label.pdf',
    );
    await expect(within(first).getByRole('link', { name: 'unboxing.mp4' })).toBeVisible();
    // The shopper's message is on the other side from the store's.
    await expect(first.getBoundingClientRect().right).toBeGreaterThan(second.getBoundingClientRect().right);

    await imagesLoaded(canvasElement);
  },
};

export const OpenAttachment: Story = {
  args: { messages: demoMessages.slice(0, 1) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const photo = canvas.getByRole('button', { name: 'View damaged-box.png' });
    await expect(photo).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Image 2 of 2: cracked-plate.png' });
    await within(dialog).findByRole('img', { name: 'cracked-plate.png' });
    await expect(within(dialog).getByText('Uploaded at 02/03/2026 9:14 AM')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await page.findByRole('dialog', { name: 'Image 1 of 2: damaged-box.png' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Focus comes back a frame after the dialog unmounts.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View cracked-plate.png' })).toHaveFocus());
    await imagesLoaded(canvasElement);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

export const SendByKeyboard: Story = {
  args: { messages: demoMessages.slice(0, 1) },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    field.focus();
    await userEvent.keyboard('The packing slip is attached.');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        messageContent: 'The packing slip is attached.',
        medias: [],
      }),
    );
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(send).toHaveFocus();
    const list = canvas.getByRole('list', { name: 'Messages' });
    await expect(await within(list).findByText('The packing slip is attached.')).toBeVisible();
    await expect(canvas.getByText('New message from Jordan Lee').closest('[role="status"]')).not.toBeNull();
  },
};

export const SendWithAttachment: Story = {
  args: { messages: [] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const photo = demoPhotoFile();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the composer has no file input');
    const transfer = new DataTransfer();
    transfer.items.add(photo);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await canvas.findByText('Uploaded');

    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // The composer's schema loads with the first send.
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({ messageContent: '', medias: [demoMedia(photo)] }),
    );
    await waitFor(() => expect(canvas.queryByText('Uploaded')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'View damaged-box.png' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

export const NothingToSend: Story = {
  args: { messages: demoMessages.slice(2) },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    field.focus();
    await userEvent.keyboard('   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Write a message or attach a file'));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

let releaseSend: (() => void) | undefined;

export const SendingThenFailed: Story = {
  args: {
    messages: demoMessages.slice(2),
    onSend: fn(
      () =>
        new Promise<void>((_, reject) => {
          releaseSend = () => reject(new Error('HTTP 503'));
        }),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Any news on the replacement?');
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.click(send);

    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(field).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);

    releaseSend?.();
    const failure = await canvas.findByText('Your message could not be sent. Please try again.');
    await expect(failure.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryByText(/HTTP 503/)).toBeNull();
    await expect(field).toHaveValue('Any news on the replacement?');
    await expect(field).toBeEnabled();
    await expect(send).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Sent before the page's script ran, the composer is a plain form to `action`; when the server did not send
 * the message, the page shows it again with what was typed and why.
 */
export const NotSentByTheServer: Story = {
  args: {
    messages: demoMessages.slice(2),
    action: '/view/demo-token',
    unsent: { typed: 'Any news on the replacement?', answer: { kind: 'not-sent' } },
  },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveValue('Any news on the replacement?');
    await expect(field).toHaveAttribute('name', 'messageContent');
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/view/demo-token');
    const failure = canvas.getByText('Your message could not be sent. Please try again.');
    await expect(failure.closest('[role="alert"]')).not.toBeNull();
  },
};
