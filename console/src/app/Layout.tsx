/**
 * The frame of every signed-in page: who is signed in (a link to their account page), a store switcher for
 * people who reach several stores, sign-out. Without a session (401) the person is sent to the sign-in page, and back here after.
 */
import { Box, Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { settingsStoreFor } from '../settings/access';
import { errorText, staff, statusOf } from './api';
import { CommandsProvider } from './commands';
import { signInPath } from './paths';
import { meQuery } from './queries';
import { StoreSelect } from './StoreSelect';

export const meQueryKey = meQuery.queryKey;
const ALL_STORES = 'all';
const ACCOUNT_PATH = '/account';

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const me = useQuery(meQuery);

  if (me.isPending) {
    return (
      <Container size="4" p="5">
        <Text>Loading…</Text>
      </Container>
    );
  }
  if (me.isError) {
    if (statusOf(me.error) === 401) {
      return <Navigate to={signInPath(location.pathname + location.search)} replace />;
    }
    return (
      <Container size="4" p="5">
        <Heading as="h1">The console could not load</Heading>
        <Text as="p">{errorText(me.error)}</Text>
      </Container>
    );
  }

  // A password chosen by someone else is changed before anything else: the staff API refuses the rest.
  if (me.data.mustChangePassword && location.pathname !== ACCOUNT_PATH) {
    return <Navigate to={ACCOUNT_PATH} replace />;
  }

  const signOut = async () => {
    await staff.signOut().catch(() => {});
    queryClient.clear();
    navigate('/sign-in');
  };
  const storeId = searchParams.get('storeId') ?? ALL_STORES;
  const settingsStore = settingsStoreFor(me.data, searchParams.get('storeId'));

  return (
    <Box>
      <Flex asChild align="center" justify="between" gap="4" px="5" py="3" wrap="wrap">
        <header style={{ borderBottom: '1px solid var(--gray-a5)' }}>
          <Flex align="center" gap="4">
            <Text weight="bold" asChild>
              <Link to="/">Claims console</Link>
            </Text>
            {me.data.stores.length > 1 && (
              <Flex align="center" gap="2">
                <Text as="label" size="2" id="store-switcher-label">
                  Store
                </Text>
                <StoreSelect
                  labelledBy="store-switcher-label"
                  stores={me.data.stores}
                  value={storeId}
                  onValueChange={(value) =>
                    navigate(
                      value === ALL_STORES ? '/claims' : `/claims?storeId=${encodeURIComponent(value)}`,
                    )
                  }
                  allStores={{ value: ALL_STORES, label: 'All stores' }}
                />
              </Flex>
            )}
          </Flex>
          <Flex align="center" gap="3">
            {settingsStore !== undefined && (
              <Text size="2" asChild>
                <Link to={`/settings/${encodeURIComponent(settingsStore)}`}>Store settings</Link>
              </Text>
            )}
            <Text size="2" data-testid="signed-in-as" asChild>
              <Link to={ACCOUNT_PATH} aria-label={`Your account: ${me.data.name} (${me.data.email})`}>
                {me.data.name} ({me.data.email})
              </Link>
            </Text>
            <Button variant="soft" onClick={signOut}>
              Sign out
            </Button>
          </Flex>
        </header>
      </Flex>
      <main>
        <Container size="4" px="5" py="4">
          <CommandsProvider>
            <Outlet />
          </CommandsProvider>
        </Container>
      </main>
    </Box>
  );
}
