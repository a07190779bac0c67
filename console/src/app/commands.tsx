/**
 * The console's keyboard layer: `?` lists the shortcuts, Ctrl/Cmd+K opens the command menu. A page offers
 * its commands with `useCommands` (the claim page: the moves this person may make on it, and the macros);
 * the menu lists those of the page that is open, filtered as the person types.
 */
import { Box, Dialog, Flex, Kbd, Table, Text, TextField } from '@radix-ui/themes';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
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
  const [open, setOpen] = useState<'menu' | 'help' | null>(null);
  // Opened by a key, the dialogs have no trigger to give the focus back to: it goes back to where it was
  // (the queue's row, the composer), and only then does a chosen command run, so a command that opens a
  // dialog of its own keeps that dialog's focus.
  const before = useRef<HTMLElement | null>(null);
  const chosen = useRef<Command | null>(null);
  const show = useCallback((which: 'menu' | 'help') => {
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    chosen.current = null;
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
      <Dialog.Root open={open === 'help'} onOpenChange={(next) => setOpen(next ? 'help' : null)}>
        <Dialog.Content maxWidth="520px" onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description size="2">They work anywhere except while typing in a field.</Dialog.Description>
          <Table.Root size="1" mt="3">
            <Table.Body>
              {SHORTCUTS.map(([keys, what]) => (
                <Table.Row key={what}>
                  <Table.RowHeaderCell>
                    <Flex gap="1">
                      {keys.map((key) => (
                        <Kbd key={key}>{key}</Kbd>
                      ))}
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell>{what}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Dialog.Content>
      </Dialog.Root>
      <Dialog.Root open={open === 'menu'} onOpenChange={(next) => setOpen(next ? 'menu' : null)}>
        <Dialog.Content maxWidth="520px" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>Commands</Dialog.Title>
          {open === 'menu' && (
            <CommandMenu
              commands={commands}
              onRun={(command) => {
                chosen.current = command;
                setOpen(null);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Root>
    </CommandsContext.Provider>
  );
}

/** A filter field over a list of options (the combobox pattern): arrows move, Enter runs. */
export function CommandMenu({
  commands,
  onRun,
}: {
  commands: readonly Command[];
  onRun: (command: Command) => void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = commands.filter((command) =>
    words.every((word) => `${command.group} ${command.label}`.toLowerCase().includes(word)),
  );
  const current = shown[Math.min(active, shown.length - 1)];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (index) => (Math.min(index, shown.length - 1) + step + shown.length) % Math.max(shown.length, 1),
      );
    } else if (event.key === 'Enter' && current !== undefined) {
      event.preventDefault();
      onRun(current);
    }
  };
  const optionId = (command: Command) => `${listId}-${command.id}`;
  return (
    <Flex direction="column" gap="2" mt="2">
      <TextField.Root
        role="combobox"
        aria-label="Search the commands"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={current === undefined ? undefined : optionId(current)}
        aria-autocomplete="list"
        placeholder="Type to filter"
        value={query}
        autoFocus
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {shown.length === 0 ? (
        <Text size="2" color="gray">
          {commands.length === 0 ? 'Open a claim to act on it from here.' : 'No command matches.'}
        </Text>
      ) : (
        <Box asChild style={{ maxHeight: 320, overflowY: 'auto' }}>
          <div id={listId} role="listbox" aria-label="Commands">
            {shown.map((command) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field before the list takes the keys (combobox pattern)
              <div
                key={command.id}
                id={optionId(command)}
                role="option"
                tabIndex={-1}
                aria-selected={command === current}
                onClick={() => onRun(command)}
                style={{
                  padding: '6px 8px',
                  borderRadius: 'var(--radius-2)',
                  cursor: 'pointer',
                  background: command === current ? 'var(--accent-a4)' : undefined,
                }}
              >
                <Flex justify="between" gap="3">
                  <Text>{command.label}</Text>
                  <Text size="1" color="gray">
                    {command.group}
                  </Text>
                </Flex>
              </div>
            ))}
          </div>
        </Box>
      )}
    </Flex>
  );
}
