import { SignatureDataUrl } from '@orderprotection/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, isMockFunction, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './SignaturePad';

type Point = readonly [x: number, y: number];

/** Draws one stroke through `points` (canvas coordinates) with pointer events, as a mouse would. */
function drawStroke(canvas: HTMLElement, points: readonly Point[]): void {
  const { left, top } = canvas.getBoundingClientRect();
  const event = (type: string, [x, y]: Point, buttons: number) =>
    new PointerEvent(type, {
      clientX: left + x,
      clientY: top + y,
      buttons,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      bubbles: true,
      cancelable: true,
    });
  const [first, ...rest] = points;
  const last = rest.at(-1);
  if (!first || !last) throw new Error('a stroke needs two points at least');
  canvas.dispatchEvent(event('pointerdown', first, 1));
  for (const point of rest) canvas.dispatchEvent(event('pointermove', point, 1));
  canvas.dispatchEvent(event('pointerup', last, 0));
}

/** A wave across the pad, like the first stroke of a signature. */
const firstStroke: readonly Point[] = [
  [40, 100],
  [70, 50],
  [100, 110],
  [130, 45],
  [160, 105],
  [190, 60],
  [220, 95],
];
/** A line under it. */
const secondStroke: readonly Point[] = [
  [30, 130],
  [120, 126],
  [240, 132],
];

/** How many pixels of the image at `dataUrl` are not transparent. */
async function inkedPixels(dataUrl: string): Promise<number> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) inked += 1;
  return inked;
}

/** The PNG data URL `onChange` was last called with. */
function lastSignature(onChange: SignaturePadProps['onChange']): string | null | undefined {
  if (!isMockFunction(onChange)) throw new Error('the story needs onChange to be a mock');
  const last: unknown = onChange.mock.lastCall?.[0];
  return typeof last === 'string' || last === null ? last : undefined;
}

const meta = {
  title: 'Media/SignaturePad',
  component: SignaturePad,
  args: { label: 'Signature', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A signature, drawn (our thin wrapper around `signature_pad`) or typed. The drawing area is an image named by the label and described by the instructions; it is sharp on high-DPI screens (scaled by `devicePixelRatio`) and keeps the drawing when resized. Undo removes the last stroke, Clear all of them. Keyboard and screen-reader users choose "Type" and write their name, which is rendered in a handwriting face. `onChange` gives the signature as a PNG data URL (accepted by the domain\'s `SignatureDataUrl`), in dark ink whatever the theme; the `ref` handle also exports SVG.',
      },
    },
  },
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draw: Story = {
  play: async ({ canvas, args }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' });
    await expect(pad).toHaveAccessibleDescription(
      'Draw your signature in the box with a mouse, finger or stylus, or choose Type to type your name.',
    );
    drawStroke(pad, firstStroke);
    const png = lastSignature(args.onChange);
    await expect(png).toMatch(/^data:image\/png;base64,/);
    await expect(SignatureDataUrl.safeParse(png).success).toBe(true);
    await expect(await inkedPixels(png ?? '')).toBeGreaterThan(100);
  },
};

export const Undo: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' });
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    drawStroke(pad, firstStroke);
    const oneStroke = lastSignature(args.onChange);
    drawStroke(pad, secondStroke);
    const twoStrokes = lastSignature(args.onChange);
    await expect(twoStrokes).not.toBe(oneStroke);
    await expect(await inkedPixels(twoStrokes ?? '')).toBeGreaterThan(await inkedPixels(oneStroke ?? ''));
    await userEvent.click(undo);
    // Exactly the first stroke is left.
    await expect(lastSignature(args.onChange)).toBe(oneStroke);
    await userEvent.click(undo);
    await expect(lastSignature(args.onChange)).toBeNull();
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    drawStroke(pad, firstStroke);
    await expect(lastSignature(args.onChange)).toBe(oneStroke);
  },
};

export const Clear: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' });
    drawStroke(pad, firstStroke);
    drawStroke(pad, secondStroke);
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(clear).not.toHaveAttribute('aria-disabled'));
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastSignature(args.onChange)).toBeNull();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expect(clear).toHaveFocus();
  },
};

export const TypedByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Draw' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Type' })).toBeChecked();
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: 'Type your full name' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Ana Silva');
    const png = lastSignature(args.onChange);
    await expect(png).toMatch(/^data:image\/png;base64,/);
    await expect(SignatureDataUrl.safeParse(png).success).toBe(true);
    await expect(await inkedPixels(png ?? '')).toBeGreaterThan(100);
    await userEvent.clear(name);
    await expect(lastSignature(args.onChange)).toBeNull();
    await userEvent.keyboard('Ana Silva');
  },
};

export const SwitchingKeepsTheDrawing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    drawStroke(canvas.getByRole('img', { name: 'Signature' }), firstStroke);
    const drawn = lastSignature(args.onChange);
    await userEvent.click(canvas.getByRole('radio', { name: 'Type' }));
    await expect(lastSignature(args.onChange)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Draw' }));
    await expect(lastSignature(args.onChange)).toBe(drawn);
  },
};

export const HighDensityScreen: Story = {
  beforeEach: () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, get: () => 2 });
    return () => {
      if (descriptor) Object.defineProperty(window, 'devicePixelRatio', descriptor);
    };
  },
  play: async ({ canvas }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
    await waitFor(() => expect(pad.width).toBe(pad.clientWidth * 2));
    await expect(pad.height).toBe(pad.clientHeight * 2);
    drawStroke(pad, firstStroke);
  },
};

export const ResizeKeepsTheDrawing: Story = {
  render: function ResizablePad(args) {
    const [wide, setWide] = useState(true);
    return (
      <div style={{ display: 'grid', gap: 12, width: wide ? 400 : 300 }}>
        <SignaturePad {...args} />
        <Button variant="secondary" onClick={() => setWide(false)}>
          Narrow the pad
        </Button>
      </div>
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const pad = canvas.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
    drawStroke(pad, firstStroke);
    const before = lastSignature(args.onChange);
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the pad' }));
    await waitFor(() => expect(pad.width).toBe(pad.clientWidth));
    await expect(pad.clientWidth).toBeLessThan(400);
    // The canvas was cleared by the resize and redrawn from the strokes.
    const redrawn = pad.toDataURL('image/png');
    await expect(await inkedPixels(redrawn)).toBeGreaterThan(100);
    await expect(await inkedPixels(before ?? '')).toBeGreaterThan(100);
  },
};

export const SvgExport: Story = {
  render: function ExportingPad(args) {
    const pad = useRef<SignaturePadHandle>(null);
    const [svg, setSvg] = useState<string | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <SignaturePad {...args} ref={pad} />
        <Button variant="secondary" onClick={() => setSvg(pad.current?.toSvgDataUrl() ?? null)}>
          Export SVG
        </Button>
        {svg ? <img src={svg} alt="Exported signature" style={{ maxWidth: '100%' }} /> : null}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    drawStroke(canvas.getByRole('img', { name: 'Signature' }), firstStroke);
    await userEvent.click(canvas.getByRole('button', { name: 'Export SVG' }));
    const exported = await canvas.findByRole('img', { name: 'Exported signature' });
    const source = exported.getAttribute('src') ?? '';
    await expect(SignatureDataUrl.safeParse(source).success).toBe(true);
    await expect(atob(source.replace('data:image/svg+xml;base64,', ''))).toMatch(/^<svg[^>]*>.*<path/s);
  },
};

export const WithError: Story = {
  args: { error: 'Sign to confirm your claim' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Signature' })).toHaveAccessibleDescription(
      'Draw your signature in the box with a mouse, finger or stylus, or choose Type to type your name. Sign to confirm your claim',
    );
  },
};
