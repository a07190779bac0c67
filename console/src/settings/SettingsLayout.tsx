/**
 * The frame of a store's settings: which store, a menu of the sections this person may change there, and
 * the section. A section (or a store) the person may not change shows a plain "not allowed" page; the
 * server refuses the same calls anyway.
 */
import type { StaffMe } from '@orderprotection/domain';
import { Box, Callout, Flex, Heading, TabNav, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { staff } from '../app/api';
import { meQueryKey } from '../app/Layout';
import { PageTitle } from '../app/PageTitle';
import { StoreSelect } from '../app/StoreSelect';
import { macrosStoreFor, sectionsFor, settingsPath, settingsStoreFor } from './access';

export const settingsCopy = {
  title: 'Store settings',
  notAllowedTitle: 'You cannot open these settings',
  notAllowed:
    "Your role on this store does not let you change its settings. Ask the store's owner or an admin if you need a change.",
  noStore: 'None of your stores has settings you may change.',
  store: 'Store',
} as const;

/** What a settings page gets from the frame: the store and who is signed in. */
export interface SettingsContext {
  me: StaffMe;
  storeId: string;
}

function NotAllowed({ message = settingsCopy.notAllowed }: { message?: string }) {
  return (
    <Box>
      <Heading as="h1" mb="3">
        {settingsCopy.notAllowedTitle}
      </Heading>
      <Callout.Root color="amber" highContrast role="status">
        <Callout.Text>{message}</Callout.Text>
      </Callout.Root>
    </Box>
  );
}

/** `/settings`: the first store whose settings this person may change. */
export function SettingsIndex() {
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  if (me.data === undefined) return null;
  const storeId = settingsStoreFor(me.data, null);
  if (storeId === undefined) return <NotAllowed message={settingsCopy.noStore} />;
  return <Navigate to={settingsPath(storeId)} replace />;
}

/** `/settings/macros?storeId=`, where the macros were before they joined the store's settings. */
export function OldMacrosAddress() {
  const [searchParams] = useSearchParams();
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  if (me.data === undefined) return null;
  const storeId = macrosStoreFor(me.data, searchParams.get('storeId'));
  if (storeId === undefined) return <NotAllowed />;
  return <Navigate to={settingsPath(storeId, 'macros')} replace />;
}

export function SettingsLayout() {
  const { storeId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  if (me.data === undefined) return null;

  const sections = sectionsFor(me.data, storeId);
  const [first] = sections;
  if (first === undefined) return <NotAllowed />;
  // `/settings/{storeId}/{section}`: no section opens the first one.
  const sectionPath = location.pathname.replace(/\/$/, '').split('/')[3];
  if (sectionPath === undefined) return <Navigate to={settingsPath(storeId, first.path)} replace />;
  const current = sections.find((candidate) => candidate.path === sectionPath);
  if (current === undefined) return <NotAllowed />;

  const stores = me.data.stores.filter((store) => sectionsFor(me.data, store.id).length > 0);
  const context: SettingsContext = { me: me.data, storeId };
  return (
    <Box>
      <Flex align="center" justify="between" gap="4" wrap="wrap" mb="3">
        <PageTitle title={`${current.title} · ${settingsCopy.title}`} />
        <Heading as="h1">{settingsCopy.title}</Heading>
        {stores.length > 1 ? (
          <Flex align="center" gap="2">
            <Text as="label" size="2" id="settings-store-label">
              {settingsCopy.store}
            </Text>
            <StoreSelect
              labelledBy="settings-store-label"
              stores={stores}
              value={storeId}
              onValueChange={(value) => navigate(settingsPath(value, current.path))}
            />
          </Flex>
        ) : (
          <Text color="gray">{me.data.stores.find((store) => store.id === storeId)?.name}</Text>
        )}
      </Flex>
      <TabNav.Root aria-label="Settings sections" mb="4">
        {sections.map((candidate) => (
          <TabNav.Link key={candidate.path} asChild active={candidate === current}>
            <Link to={settingsPath(storeId, candidate.path)}>{candidate.title}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet context={context} />
    </Box>
  );
}
