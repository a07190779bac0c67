import { within } from 'storybook/test';

/** Pages load lazily: the first query of a story waits for the page's code. */
const PAGE_TIMEOUT_MS = 15_000;

type Canvas = ReturnType<typeof within>;

/** The page's h1, once the page has loaded. */
export function findPageHeading(canvas: Canvas, name: string | RegExp): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 1, name }, { timeout: PAGE_TIMEOUT_MS });
}

/** Dialogs render on document.body, outside the story's canvas. */
export function bodyOf(canvasElement: HTMLElement): Canvas {
  return within(canvasElement.ownerDocument.body);
}

/** A real 1×1 PNG, for stories that attach a photo. */
export function photoFile(name: string): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** Chooses files in a file input, as the browser's file picker would. */
export function chooseFiles(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

type UserEvent = { hover: (element: Element) => Promise<void> };

/**
 * The page's h1 after a navigation by pointer, with the pointer moved onto it: left where the last click
 * was, it would hover whatever the new page has there, and a hover style caught halfway would make the
 * screenshot differ between runs.
 */
export async function arriveAt(
  canvas: Canvas,
  userEvent: UserEvent,
  name: string | RegExp,
): Promise<HTMLElement> {
  const heading = await findPageHeading(canvas, name);
  await userEvent.hover(heading);
  return heading;
}
