/**
 * The keyboard layer's dialogs (commands.tsx): the list of shortcuts and the command menu, loaded when the
 * person first opens one, as the queue's first paint needs neither.
 */
import { Box, Dialog, Flex, Kbd, Table, Text, TextField } from '@radix-ui/themes';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Command, type DialogName, SHORTCUTS } from './commands';

export default function CommandDialogs({
  open,
  onOpenChange,
  commands,
  onCloseAutoFocus,
  onRun,
}: {
  open: DialogName | null;
  onOpenChange: (open: DialogName | null) => void;
  commands: readonly Command[];
  onCloseAutoFocus: (event: Event) => void;
  onRun: (command: Command) => void;
}) {
  return (
    <>
      <Dialog.Root open={open === 'help'} onOpenChange={(next) => onOpenChange(next ? 'help' : null)}>
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
      <Dialog.Root open={open === 'menu'} onOpenChange={(next) => onOpenChange(next ? 'menu' : null)}>
        <Dialog.Content maxWidth="520px" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>Commands</Dialog.Title>
          {open === 'menu' && <CommandMenu commands={commands} onRun={onRun} />}
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/** A filter field over a list of options (the combobox pattern): arrows move, Enter runs. */
function CommandMenu({
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
