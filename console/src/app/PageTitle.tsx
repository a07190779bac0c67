/**
 * The browser tab's title for the page showing it, so that an agent with several tabs open tells them
 * apart. React 19 hoists a `<title>` rendered anywhere into the document's head, and the last one rendered
 * wins, so a page's own title replaces index.html's.
 */
export const CONSOLE_NAME = 'Claims console';

export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${CONSOLE_NAME}`}</title>;
}
