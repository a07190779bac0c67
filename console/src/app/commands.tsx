/**
 * The console's keyboard layer: `?` lists the shortcuts, Ctrl/Cmd+K opens the command menu. A page offers
 * its commands with `useCommands` (the claim page: the moves this person may make on it, and the macros);
 * the menu lists those of the page that is open, filtered as the person types.
 */
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface Command {
  id: string;
  /** What the menu shows, and what typing matches. */
  label: string;
  /** Its kind, shown beside it: "Move", "Macro". */
  group: string;
  run: () => void;
}

/** The keyboard layer's two dialogs. */
export type DialogName = 'menu' | 'help';

const CommandDialogs = lazy(() => import('./CommandDialogs'));

type SetCommands = (owner: string, commands: readonly Command[] | undefined) => void;

const CommandsContext = createContext<SetCommands>(() => {});

/** Offers `commands` in the command menu while the calling page is open. */
export function useCommands(commands: readonly Command[]): void {
  const set = useContext(CommandsContext);
  const owner = useId();
  useEffect(() => {
    set(owner, commands);
    return () => set(owner, undefined);
  }, [set, owner, commands]);
}

/** True when a key press is meant for a field being typed in, not for a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

export const SHORTCUTS: readonly (readonly [keys: string[], what: string])[] = [
  [['j', 'k'], 'Next and previous claim in the queue'],
  [['Enter'], 'Open the claim in focus'],
  [['x'], 'Select the claim in focus, for a bulk action'],
  [['e'], 'Write a reply on the open claim'],
  [['Ctrl', 'Enter'], 'Send the reply or note being written'],
  [['Ctrl', 'K'], 'Command menu: moves and macros of the open claim'],
  [['?'], 'This list of shortcuts'],
];

export function CommandsProvider({ children }: { children: ReactNode }) {
  const [byOwner, setByOwner] = useState<ReadonlyMap<string, readonly Command[]>>(new Map());
  const set = useMemo<SetCommands>(
    () => (owner, commands) =>
      setByOwner((current) => {
        const next = new Map(current);
        if (commands === undefined) next.delete(owner);
        else next.set(owner, commands);
        return next;
      }),
    [],
  );
  const [open, setOpen] = useState<DialogName | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Opened by a key, the dialogs have no trigger to give the focus back to: it goes back to where it was
  // (the queue's row, the composer), and only then does a chosen command run, so a command that opens a
  // dialog of its own keeps that dialog's focus.
  const before = useRef<HTMLElement | null>(null);
  const chosen = useRef<Command | null>(null);
  const show = useCallback((which: DialogName) => {
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    chosen.current = null;
    setLoaded(true);
    setOpen(which);
  }, []);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    before.current?.focus();
    const command = chosen.current;
    chosen.current = null;
    command?.run();
  };
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show('menu');
      } else if (event.key === '?' && !isTyping(event.target)) {
        event.preventDefault();
        show('help');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);
  const commands = useMemo(() => [...byOwner.values()].flat(), [byOwner]);

  return (
    <CommandsContext.Provider value={set}>
      {children}
      {/* The dialogs' code loads when one is first opened; they stay mounted after, to close with focus. */}
      {loaded && (
        <Suspense fallback={null}>
          <CommandDialogs
            open={open}
            onOpenChange={setOpen}
            commands={commands}
            onCloseAutoFocus={onCloseAutoFocus}
            onRun={(command) => {
              chosen.current = command;
              setOpen(null);
            }}
          />
        </Suspense>
      )}
    </CommandsContext.Provider>
  );
}
