/**
 * The store's connections to its platforms (Shopify, WooCommerce, and the carriers' tracking services):
 * each one's health and the import of its past orders, read again while an import is under way; testing,
 * importing, disconnecting and connecting for the people whose role allows each.
 */
import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { mayOn } from './access';
import { useConnections } from './api/connections';
import { ConnectForms } from './ConnectForms';
import { ConnectionCard, type ConnectionRights } from './ConnectionCard';
import { connectionsCopy } from './connectionsCopy';
import type { SettingsContext } from './SettingsLayout';

export { connectionsCopy } from './connectionsCopy';

export function ConnectionsPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const connections = useConnections(storeId);
  const rights: ConnectionRights = {
    update: mayOn(me, storeId, 'integrations:update'),
    delete: mayOn(me, storeId, 'integrations:delete'),
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        {connectionsCopy.title}
      </Heading>
      <Text color="gray" style={{ maxWidth: 720 }}>
        {connectionsCopy.intro}
      </Text>
      {connections.isError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(connections.error, connectionsCopy.loadFailed)}</Callout.Text>
        </Callout.Root>
      ) : connections.data === undefined ? (
        <Text>Loading…</Text>
      ) : connections.data.length === 0 ? (
        <Text>{connectionsCopy.none}</Text>
      ) : (
        <Flex asChild direction="column" gap="3">
          <ul aria-label={connectionsCopy.listTitle} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {connections.data.map((connection) => (
              <ConnectionCard key={connection.id} storeId={storeId} connection={connection} rights={rights} />
            ))}
          </ul>
        </Flex>
      )}
      {mayOn(me, storeId, 'integrations:create') && <ConnectForms storeId={storeId} />}
    </Flex>
  );
}
