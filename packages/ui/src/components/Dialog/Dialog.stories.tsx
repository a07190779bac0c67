import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';
import { overlay as overlayClass } from './Dialog.css';

/** Opens the dialog from a button, as a page does, so focus has somewhere to return to. */
function DialogDemo(args: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    args.onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        Edit shipping address
      </Button>
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={change}
        footer={
          args.footer ?? (
            <>
              <Button variant="secondary" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button onClick={() => change(false)}>Save address</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['screenshot:page'],
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Edit shipping address',
    description: 'We will ship the replacement items to this address.',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Address" defaultValue="12 Harbour Street" />
        <TextField label="City" defaultValue="Portland" />
      </div>
    ),
  },
  render: (args) => <DialogDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog (react-aria-components Modal + Dialog) for the portal's modals: item issue detail, edit shipping address, items, collect signature, OTA. Controlled with `isOpen` / `onOpenChange`, opened from our own Button. Focus moves into it, is trapped while it is open and returns to the opener; Escape closes it (unless `isKeyboardDismissDisabled`); a click on the dimmed page closes it only with `isDismissable`. The title names it, the description is read with it; the footer holds the actions, main action last. On narrow screens it is a full-screen sheet.",
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.closest<HTMLElement>(`.${overlayClass}`);
  if (!overlay) throw new Error('no overlay around the dialog');
  return overlay;
}

export const KeyboardFlow: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit shipping address' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Edit shipping address' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('We will ship the replacement items to this address.');
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
    // Focus is trapped: Tab goes round the dialog's controls and never reaches the page behind it.
    const controls =
      within(dialog).getAllByRole('button').length + within(dialog).getAllByRole('textbox').length;
    for (let step = 0; step <= controls; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus comes back a frame after the dialog unmounts.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Edit shipping address' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Edit shipping address' }),
    ).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit shipping address' });
    await userEvent.click(opener);
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus comes back a frame after the dialog unmounts.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const OverlayClickKeepsItOpen: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await userEvent.click(overlayOf(dialog));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const DismissableOverlay: Story = {
  args: { isDismissable: true },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeDisabled: Story = {
  args: {
    isKeyboardDismissDisabled: true,
    title: 'Sign your claim',
    description: 'Your signature confirms the details of the claim are true.',
    children: <p style={{ margin: 0 }}>The signature pad goes here.</p>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Sign your claim' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const SmallAlert: Story = {
  args: {
    size: 'sm',
    role: 'alertdialog',
    title: 'Remove this photo?',
    description: undefined,
    children: <p style={{ margin: 0 }}>The photo will be removed from this item issue.</p>,
    footer: <Button variant="danger">Remove photo</Button>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Remove this photo?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(26 * 16);
  },
};

export const LongContent: Story = {
  args: {
    size: 'lg',
    title: 'Items',
    description: undefined,
    children: (
      <ol style={{ margin: 0, display: 'grid', gap: 12 }}>
        {Array.from({ length: 40 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <li key={index}>Ceramic mug, set of {index + 1}</li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Items' });
    const { innerHeight } = dialog.ownerDocument.defaultView ?? window;
    // The dialog fits the screen; its content scrolls while the title and the actions stay in view.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Save address' })).toBeVisible();
    // The scrolling content is a named stop in the tab order, so the keyboard can scroll it.
    const content = await within(dialog).findByRole('region', { name: 'Items' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(content).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        narrow: {
          name: 'Narrow phone (360 px)',
          styles: { width: '360px', height: '640px' },
          type: 'mobile',
        },
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit shipping address' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Edit shipping address' });
    const view = dialog.ownerDocument.defaultView ?? window;
    await expect(view.innerWidth).toBe(360);
    // A full-screen sheet: the whole viewport, actions stacked at the bottom.
    const sheet = dialog.getBoundingClientRect();
    await expect(sheet.width).toBe(view.innerWidth);
    await expect(sheet.height).toBe(view.innerHeight);
    const save = within(dialog).getByRole('button', { name: 'Save address' }).getBoundingClientRect();
    await expect(save.width).toBeGreaterThan(300);
  },
};
