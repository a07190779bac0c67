/**
 * After a navigation (not on the first load), focus moves to the new page's main heading and the page is
 * announced, so a screen-reader user hears where they are, and a keyboard user continues from the top of
 * the new page rather than from a link that no longer exists.
 */
import { Heading, type HeadingProps, visuallyHidden } from '@orderprotection/ui';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { pageHeading } from './layout.css';
import { usePortalLocation } from './location';
import { useStoreName } from './services';

interface NavigationFocus {
  /** The location of the first load: its heading is not focused, the browser starts at the top. */
  initialKey: string;
  /** The last location whose heading was focused, so a heading that re-renders is not focused twice. */
  handledKey: RefObject<string>;
  announce: (text: string) => void;
}

const NavigationFocusContext = createContext<NavigationFocus | null>(null);

export function NavigationFocusProvider({ children }: { children: ReactNode }) {
  const { key } = usePortalLocation();
  const initialKey = useRef(key);
  const handledKey = useRef(key);
  const [announcement, setAnnouncement] = useState('');
  const focus = useRef<NavigationFocus>({
    initialKey: initialKey.current,
    handledKey,
    announce: setAnnouncement,
  });
  return (
    <NavigationFocusContext.Provider value={focus.current}>
      {children}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </NavigationFocusContext.Provider>
  );
}

export interface PageHeadingProps extends Omit<HeadingProps, 'level' | 'children'> {
  /** The page's title: the h1, the window title and what is announced. */
  children: string;
}

/** The h1 of a page: focused and announced after a navigation, and the window's title. */
export function PageHeading({ children, className, id, ...rest }: PageHeadingProps) {
  const context = useContext(NavigationFocusContext);
  const { key } = usePortalLocation();
  const storeName = useStoreName();
  const generatedId = useId();
  const headingId = id ?? generatedId;

  useEffect(() => {
    document.title = `${children} | ${storeName}`;
  }, [children, storeName]);

  useEffect(() => {
    if (context === null || key === context.initialKey || context.handledKey.current === key) return;
    context.handledKey.current = key;
    // Scrolling is ScrollRestoration's: to the top, where the heading is, or to the hash's anchor, which
    // focusing the heading must not scroll away from.
    document.getElementById(headingId)?.focus({ preventScroll: true });
    context.announce(children);
  }, [context, key, children, headingId]);

  return (
    <Heading {...rest} id={headingId} level={1} tabIndex={-1} className={className ?? pageHeading}>
      {children}
    </Heading>
  );
}
