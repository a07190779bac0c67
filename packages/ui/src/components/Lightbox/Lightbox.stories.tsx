import { lightbox, pinchScale, stepZoom } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, waitFor, within } from 'storybook/test';
import { brokenPhoto, demoPhotos } from '../../internal/fixtures/demoImages';
import { Button } from '../Button/Button';
import { Lightbox, type LightboxProps } from './Lightbox';
import { LightboxThumbnail } from './LightboxThumbnail';

/** The viewer as a page uses it: thumbnails open it at their photo and get focus back when it closes. */
function Gallery({ onClose, ...props }: LightboxProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {props.images.map((image, index) => (
        <LightboxThumbnail
          key={image.src}
          src={image.src}
          label={`View ${image.alt}`}
          onClick={() => setOpenAt(index)}
        />
      ))}
      <Button variant="secondary" onClick={() => setOpenAt(props.index ?? 0)}>
        Open viewer
      </Button>
      <Lightbox
        {...props}
        isOpen={openAt !== null}
        index={openAt ?? 0}
        onClose={() => {
          onClose();
          setOpenAt(null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  render: (args) => <Gallery {...args} />,
  tags: ['screenshot:page'],
  args: {
    images: demoPhotos,
    isOpen: false,
    onClose: fn(),
    onIndexChange: fn(),
    onError: fn(),
    onZoomChange: fn(),
    onRotate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A full-screen image viewer in a modal dialog: previous and next (hidden with one image, disabled at the ends unless `loop`), zoom, rotation and reset, arrow keys (reversed right to left), Escape and a click on the mask to close (unless `escDisabled` / `maskClosable={false}`), double click, wheel, drag, swipe and pinch. The owner keeps `isOpen` and opens it from a `LightboxThumbnail`; focus returns there on close. Zoom, rotation and the image shown are announced politely. The maths are the domain’s `lightbox` rules.',
      },
    },
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The dialog once its image has loaded (a loading image is hidden, so it has no role yet). */
async function loadedDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await pageOf(canvasElement).findByRole('dialog', { name });
  const alt = name.split(': ')[1];
  if (alt) await within(dialog).findByRole('img', { name: alt });
  return dialog;
}

function closed(canvasElement: HTMLElement) {
  return waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
}

function zoomReports(onZoomChange: LightboxProps['onZoomChange']): number[] {
  if (!onZoomChange) throw new Error('the story has no onZoomChange spy');
  return mocked(onZoomChange).mock.calls.map(([scale]) => scale);
}

function pointer(target: Element, type: string, init: PointerEventInit) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, isPrimary: true, ...init }));
}

export const OneImage: Story = {
  args: { images: [demoPhotos[0] ?? brokenPhoto] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const thumbnail = canvas.getByRole('button', { name: 'View Parcel with a crushed corner' });
    await userEvent.tab();
    await waitFor(() => expect(thumbnail).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    const dialog = await loadedDialog(canvasElement, 'Image 1 of 1: Parcel with a crushed corner');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    const inDialog = within(dialog);
    await expect(inDialog.queryByRole('button', { name: 'Previous image' })).toBeNull();
    await expect(inDialog.queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(inDialog.getByText('Image 1 of 1')).toBeVisible();
    await expect(inDialog.getByText('Uploaded at 04/03/2026 3:07 PM')).toBeVisible();
    for (const name of ['Close', 'Zoom in', 'Zoom out', 'Rotate left', 'Rotate right', 'Reset']) {
      await expect(inDialog.getByRole('button', { name })).toBeVisible();
    }

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(thumbnail).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await loadedDialog(canvasElement, 'Image 1 of 1: Parcel with a crushed corner');
  },
};

export const ManyImages: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const secondThumbnail = canvas.getByRole('button', { name: 'View Plate with a crack across it' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(secondThumbnail).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
    const inDialog = within(dialog);
    const previous = inDialog.getByRole('button', { name: 'Previous image' });
    const next = inDialog.getByRole('button', { name: 'Next image' });
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await expect(next).not.toHaveAttribute('aria-disabled');

    await userEvent.keyboard('{ArrowRight}');
    await loadedDialog(canvasElement, 'Image 3 of 3: Shipping label with the wrong address');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(inDialog.getByRole('status', { name: '' })).toHaveTextContent(
      'Image 3 of 3: Shipping label with the wrong address',
    );
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 3 of 3: Shipping label with the wrong address');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');

    // Focus stays trapped in the viewer however far the user tabs.
    for (let press = 0; press < 12; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(secondThumbnail).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
  },
};

export const ZoomAndRotate: Story = {
  args: { images: [demoPhotos[0] ?? brokenPhoto] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Open viewer' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await loadedDialog(canvasElement, 'Image 1 of 1: Parcel with a crushed corner');
    const inDialog = within(dialog);
    const image = inDialog.getByRole('img', { name: 'Parcel with a crushed corner' });
    const status = inDialog.getByRole('status', { name: '' });
    const button = (name: string) => inDialog.getByRole('button', { name });

    // The demo photo is shown at its natural size: max scale 1, so zoom runs from 0.1 to 3.
    button('Zoom in').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(stepZoom(1, 1));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1 + lightbox.zoomStep);
    await expect(status).toHaveTextContent('Zoom 112%');
    await expect(image.style.transform).toContain(`scale(${1 + lightbox.zoomStep})`);
    button('Zoom out').focus();
    await userEvent.keyboard(' ');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1);

    button('Rotate left').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRotate).toHaveBeenLastCalledWith(270);
    await expect(status).toHaveTextContent('Rotated 270°');
    button('Rotate right').focus();
    for (const degrees of [0, 90, 180, 270, 0]) {
      await userEvent.keyboard('{Enter}');
      await expect(args.onRotate).toHaveBeenLastCalledWith(degrees);
    }

    button('Zoom in').focus();
    await userEvent.keyboard('{Enter>20/}');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(lightbox.maxZoom);
    button('Zoom out').focus();
    await userEvent.keyboard('{Enter>30/}');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(lightbox.minZoom);
    const reported = zoomReports(args.onZoomChange);
    await expect(Math.max(...reported)).toBe(lightbox.maxZoom);
    await expect(Math.min(...reported)).toBe(lightbox.minZoom);

    await userEvent.click(button('Reset'));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1);

    // A burst of wheel events within the throttle is one step; the next burst after it is another.
    const wheelUp = () =>
      image.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    const calls = zoomReports(args.onZoomChange).length;
    wheelUp();
    wheelUp();
    wheelUp();
    await expect(args.onZoomChange).toHaveBeenCalledTimes(calls + 1);
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1 + lightbox.zoomStep);
    await new Promise((resolve) => setTimeout(resolve, lightbox.wheelThrottleMs));
    image.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1);

    await userEvent.dblClick(image);
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(lightbox.maxZoom);
    await userEvent.dblClick(image);
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(button('Rotate left'));
    await expect(args.onRotate).toHaveBeenLastCalledWith(270);
    await userEvent.click(button('Reset'));
    await expect(args.onRotate).toHaveBeenLastCalledWith(0);
    await expect(status).toHaveTextContent('Rotated 0°');

    await userEvent.click(button('Rotate right'));
    await userEvent.click(button('Zoom in'));
  },
};

export const Gestures: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Parcel with a crushed corner' }));
    const dialog = await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    let image = within(dialog).getByRole('img');

    // A swipe within the tolerance stays; one beyond it (finger moving left) shows the next image.
    pointer(image, 'pointerdown', { pointerId: 11, pointerType: 'touch', clientX: 200, clientY: 300 });
    pointer(image, 'pointerup', {
      pointerId: 11,
      pointerType: 'touch',
      clientX: 200 - lightbox.swipeTolerance,
      clientY: 300,
    });
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    pointer(image, 'pointerdown', { pointerId: 12, pointerType: 'touch', clientX: 200, clientY: 300 });
    pointer(image, 'pointermove', { pointerId: 12, pointerType: 'touch', clientX: 150, clientY: 305 });
    pointer(image, 'pointerup', {
      pointerId: 12,
      pointerType: 'touch',
      clientX: 200 - lightbox.swipeTolerance - 1,
      clientY: 305,
    });
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    // Pinch: fingers moving apart zoom by the domain's pinch rule; a pinch past its range is ignored.
    image = within(dialog).getByRole('img');
    const imageWidth = image.offsetWidth;
    pointer(image, 'pointerdown', { pointerId: 21, pointerType: 'touch', clientX: 150, clientY: 300 });
    pointer(image, 'pointerdown', { pointerId: 22, pointerType: 'touch', clientX: 250, clientY: 300 });
    pointer(image, 'pointermove', { pointerId: 22, pointerType: 'touch', clientX: 280, clientY: 300 });
    const pinched = pinchScale(1, { previousDistance: 100, distance: 130, imageWidth });
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(pinched);
    pointer(image, 'pointermove', {
      pointerId: 22,
      pointerType: 'touch',
      clientX: 280 + imageWidth,
      clientY: 300,
    });
    await expect(args.onZoomChange).toHaveBeenCalledTimes(1);
    pointer(image, 'pointerup', { pointerId: 22, pointerType: 'touch', clientX: 280, clientY: 300 });
    pointer(image, 'pointerup', { pointerId: 21, pointerType: 'touch', clientX: 150, clientY: 300 });

    // Drag with the mouse pans.
    pointer(image, 'pointerdown', { pointerId: 1, pointerType: 'mouse', clientX: 100, clientY: 100 });
    pointer(image, 'pointermove', { pointerId: 1, pointerType: 'mouse', clientX: 130, clientY: 120 });
    pointer(image, 'pointerup', { pointerId: 1, pointerType: 'mouse', clientX: 130, clientY: 120 });
    await waitFor(() => expect(image.style.transform).toContain('translate(30px, 20px)'));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);

    // A click on the mask closes the viewer.
    const mask = image.parentElement;
    if (!mask) throw new Error('the image has no stage');
    await userEvent.click(mask);
    await closed(canvasElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
  },
};

export const BrokenImage: Story = {
  args: { images: [demoPhotos[0] ?? brokenPhoto, brokenPhoto, demoPhotos[2] ?? brokenPhoto] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Photo of the damaged item' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', {
      name: 'Image 2 of 3: Photo of the damaged item',
    });
    const inDialog = within(dialog);
    await expect(await inDialog.findByText('This image could not be loaded.')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'load', index: 1, image: brokenPhoto });
    await expect(inDialog.queryByRole('button', { name: 'Zoom in' })).toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    await loadedDialog(canvasElement, 'Image 3 of 3: Shipping label with the wrong address');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await inDialog.findByText('This image could not be loaded.')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(2);
  },
};

export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Parcel with a crushed corner' }));
    const dialog = await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    const previous = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);

    await userEvent.keyboard('{ArrowLeft}');
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    await userEvent.keyboard('{ArrowLeft}');
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
  },
};

export const RightToLeftPage: Story = {
  beforeEach: () => {
    const root = document.documentElement;
    root.dir = 'rtl';
    return () => root.removeAttribute('dir');
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Parcel with a crushed corner' }));
    await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    await userEvent.keyboard('{ArrowLeft}');
    await loadedDialog(canvasElement, 'Image 2 of 3: Plate with a crack across it');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Shipping label with the wrong address' }));
    const dialog = await loadedDialog(canvasElement, 'Image 3 of 3: Shipping label with the wrong address');
    await expect(within(dialog).getByRole('button', { name: 'Next image' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{ArrowRight}');
    await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(within(dialog).getByRole('button', { name: 'Previous image' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await loadedDialog(canvasElement, 'Image 3 of 3: Shipping label with the wrong address');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open viewer' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'There are no images to show.' });
    await expect(within(dialog).getByText('There are no images to show.')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'empty' });
    await expect(within(dialog).queryByRole('button', { name: 'Zoom in' })).toBeNull();

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await closed(canvasElement);
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await pageOf(canvasElement).findByRole('dialog', { name: 'There are no images to show.' });
  },
};

export const IndexClamped: Story = {
  args: { index: 99 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open viewer' }));
    const dialog = await loadedDialog(canvasElement, 'Image 3 of 3: Shipping label with the wrong address');
    await expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EscapeAndMaskDisabled: Story = {
  args: { escDisabled: true, maskClosable: false },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Parcel with a crushed corner' }));
    const dialog = await loadedDialog(canvasElement, 'Image 1 of 3: Parcel with a crushed corner');
    await userEvent.keyboard('{Escape}');
    const mask = within(dialog).getByRole('img').parentElement;
    if (!mask) throw new Error('the image has no stage');
    await userEvent.click(mask);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed(canvasElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
