/**
 * The claim queue: tabs with their counts, a search, the status and sort filters, all in the URL; the
 * claims in a table, 50 at a time with "Load more". j and k move through the rows, Enter opens one, x
 * selects it. Selected claims, or every claim of the filter, get one move, label or assignment at once
 * (BulkActions). The selection is left behind when the view changes.
 */
import type { StaffClaimSummary } from '@orderprotection/domain';
import {
  ClaimStatus,
  can,
  claimStatusLabel,
  countLabel,
  formatDate,
  formatMoney,
  labelOf,
  QueueTab,
  queueCountText,
  queueTabLabel,
  resolutionChoiceLabel,
} from '@orderprotection/domain';
import {
  Badge,
  Button,
  Callout,
  Checkbox,
  Flex,
  Heading,
  Select,
  Table,
  TabNav,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, staff } from '../app/api';
import { meQueryKey } from '../app/Layout';
import { storeContext } from '../app/permissions';
import { queueFeedQuery } from '../app/queries';
import { bulkFilter, type QueueView, readQueueView, writeQueueView } from '../app/queueParams';
import { BulkBar, type BulkTarget } from './BulkActions';
import { SavedViews } from './SavedViews';
import { StatusBadge } from './StatusBadge';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffClaimSummary>();
const ANY_STATUS = 'any';

interface Selection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Whether every claim shown is selected, and the header checkbox that selects or clears them all. */
  allShown: boolean;
  selectAllShown: (on: boolean) => void;
}

function columns(now: Date, selection: Selection | undefined) {
  const select =
    selection === undefined
      ? []
      : [
          column.display({
            id: 'select',
            header: () => (
              <Checkbox
                aria-label="Select every claim shown"
                checked={selection.allShown}
                onCheckedChange={(checked) => selection.selectAllShown(checked === true)}
              />
            ),
            cell: (info) => (
              <Checkbox
                aria-label={`Select claim #${info.row.original.claimNumber}`}
                checked={selection.ids.has(info.row.original.id)}
                onCheckedChange={() => selection.toggle(info.row.original.id)}
              />
            ),
          }),
        ];
  return column.columns([
    ...select,
    column.accessor('claimNumber', {
      header: 'Claim',
      cell: (info) => (
        <Link to={`/claims/${encodeURIComponent(info.row.original.id)}`} data-claim-link>
          #{info.getValue()}
        </Link>
      ),
    }),
    column.accessor('orderNumber', { header: 'Order', cell: (info) => info.getValue() }),
    column.accessor('customerName', {
      header: 'Customer',
      cell: (info) => info.getValue() ?? info.row.original.customerEmail ?? 'Unknown',
    }),
    column.accessor('items', {
      header: 'Items',
      cell: (info) =>
        info
          .getValue()
          .map((item) => `${item.quantity} × ${item.name}`)
          .join(', '),
    }),
    column.accessor('claimedValue', {
      header: 'Claimed value',
      cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
    }),
    column.accessor('requestedResolution', {
      header: 'Requested',
      cell: (info) => {
        const value = info.getValue();
        return value === null ? '—' : labelOf(resolutionChoiceLabel, value);
      },
    }),
    column.accessor('createdAt', { header: 'Filed', cell: (info) => formatDate(info.getValue(), now) }),
    column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
    column.accessor('labels', {
      header: 'Labels',
      cell: (info) => (
        <Flex gap="1" wrap="wrap">
          {info.getValue().map((label) => (
            <Badge key={label.id} variant="outline" color="gray" highContrast>
              {label.name}
            </Badge>
          ))}
        </Flex>
      ),
    }),
    column.accessor('assignee', { header: 'Assignee', cell: (info) => info.getValue()?.name ?? 'Nobody' }),
  ]);
}

export function Queue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = readQueueView(searchParams);
  const [search, setSearch] = useState(view.q);
  useEffect(() => setSearch(view.q), [view.q]);
  const update = (change: Partial<QueueView>) => setSearchParams(writeQueueView({ ...view, ...change }));

  const feed = useInfiniteQuery(queueFeedQuery(view));
  const claims = useMemo(() => feed.data?.pages.flatMap((page) => page.claims) ?? [], [feed.data]);
  const counts = feed.data?.pages[0]?.counts;
  const countsCappedAt = feed.data?.pages[0]?.countsCappedAt ?? null;
  const now = useMemo(() => new Date(), []);

  // Only someone who may change claims selects them; a partner's queue has no checkboxes.
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  const storeId = view.storeId || (me.data?.stores.length === 1 ? me.data.stores[0]?.id : undefined);
  const maySelect =
    me.data !== undefined && can(me.data.grants, 'claim:update', storeContext(me.data, storeId));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const viewKey = writeQueueView(view).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view (its key) leaves the selection behind
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [viewKey]);
  const toggle = useCallback((id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const allShownSelected = claims.length > 0 && claims.every((claim) => selected.has(claim.id));
  const selection = useMemo(
    () =>
      maySelect
        ? {
            ids: allMatching ? new Set(claims.map((claim) => claim.id)) : selected,
            toggle,
            allShown: allMatching || allShownSelected,
            selectAllShown: (on: boolean) => {
              setAllMatching(false);
              setSelected(on ? new Set(claims.map((claim) => claim.id)) : new Set());
            },
          }
        : undefined,
    [maySelect, allMatching, allShownSelected, claims, selected, toggle],
  );
  const tableColumns = useMemo(() => columns(now, selection), [now, selection]);
  const table = useTable({ features, columns: tableColumns, data: claims });
  // The tab counts leave the status filter aside, so they give the filter's size only without one; a
  // count that reached its cap gives none.
  const tabCount = counts?.[view.tab];
  const matching =
    view.status === '' && (countsCappedAt === null || (tabCount ?? 0) < countsCappedAt)
      ? tabCount
      : undefined;
  const target: BulkTarget | undefined = allMatching
    ? { filter: bulkFilter(view), count: matching }
    : selected.size > 0
      ? { ids: [...selected] }
      : undefined;

  // j and k work from anywhere on the page except a field being typed in; the first j focuses the first row.
  const [focused, setFocused] = useState(-1);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (event.altKey || event.ctrlKey || event.metaKey || claims.length === 0) return;
      if (
        target instanceof HTMLElement &&
        target.closest('input, textarea, select, [contenteditable="true"]')
      ) {
        return;
      }
      const step = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
      if (event.key === 'x' && selection !== undefined && target instanceof HTMLTableRowElement) {
        const claim = claims[focused];
        if (claim !== undefined) selection.toggle(claim.id);
        event.preventDefault();
      } else if (step !== 0) {
        const next = Math.min(Math.max(focused + step, 0), claims.length - 1);
        setFocused(next);
        rowRefs.current[next]?.focus();
        event.preventDefault();
      } else if (event.key === 'Enter' && target instanceof HTMLTableRowElement) {
        const claim = claims[focused];
        if (claim !== undefined) navigate(`/claims/${encodeURIComponent(claim.id)}`);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [claims, focused, navigate, selection]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          Claims
        </Heading>
        {me.data !== undefined && <SavedViews me={me.data} query={viewKey} storeId={storeId} />}
      </Flex>
      <TabNav.Root aria-label="Queue tabs">
        {QueueTab.options.map((tab) => (
          <TabNav.Link key={tab} asChild active={tab === view.tab}>
            <Link to={`?${writeQueueView({ ...view, tab }).toString()}`}>
              {queueTabLabel[tab]}
              {counts !== undefined && ` (${queueCountText(counts[tab] ?? 0, countsCappedAt)})`}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Flex gap="3" wrap="wrap" align="end">
        <form onSubmit={submitSearch} aria-label="Search claims" style={{ flex: '1 1 320px' }}>
          <Flex gap="2" align="end">
            <Flex direction="column" gap="1" flexGrow="1">
              <label htmlFor="queue-search" style={{ fontSize: 'var(--font-size-2)' }}>
                Search by claim or order number, customer email or name, tracking number or SKU
              </label>
              <TextField.Root
                id="queue-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Flex>
            <Button type="submit">Search</Button>
          </Flex>
        </form>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" id="queue-status-label">
            Status
          </Text>
          <Select.Root
            value={view.status || ANY_STATUS}
            onValueChange={(status) => update({ status: status === ANY_STATUS ? '' : status })}
          >
            <Select.Trigger aria-labelledby="queue-status-label" />
            <Select.Content>
              <Select.Item value={ANY_STATUS}>Any status</Select.Item>
              {ClaimStatus.options.map((status) => (
                <Select.Item key={status} value={status}>
                  {claimStatusLabel[status]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" id="queue-sort-label">
            Order
          </Text>
          <Select.Root
            value={view.sort}
            onValueChange={(sort) => update({ sort: sort === 'oldest' ? 'oldest' : 'newest' })}
          >
            <Select.Trigger aria-labelledby="queue-sort-label" />
            <Select.Content>
              <Select.Item value="newest">Newest first</Select.Item>
              <Select.Item value="oldest">Oldest first</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Flex>

      {maySelect &&
        allShownSelected &&
        !allMatching &&
        (feed.hasNextPage || (matching ?? 0) > claims.length) && (
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2">{`All ${countLabel(claims.length, 'claim')} shown are selected.`}</Text>
            <Button variant="soft" onClick={() => setAllMatching(true)}>
              {matching === undefined
                ? 'Select every claim matching this filter'
                : `Select all ${matching} matching this filter`}
            </Button>
          </Flex>
        )}
      {target !== undefined && me.data !== undefined && (
        <BulkBar
          target={target}
          me={me.data}
          storeId={storeId}
          onClear={() => {
            setSelected(new Set());
            setAllMatching(false);
          }}
        />
      )}
      {feed.isError ? (
        <Callout.Root color="red" role="alert" highContrast>
          <Callout.Text>{errorText(feed.error)}</Callout.Text>
        </Callout.Root>
      ) : feed.isPending ? (
        <Text>Loading claims…</Text>
      ) : claims.length === 0 ? (
        <Text as="p">No claims match this view.</Text>
      ) : (
        <Table.Root variant="surface">
          <VisuallyHidden asChild>
            <caption>Claims</caption>
          </VisuallyHidden>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeaderCell key={header.id}>
                    <FlexRender header={header} />
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row, index) => (
              <Table.Row
                key={row.id}
                ref={(element) => {
                  rowRefs.current[index] = element;
                }}
                tabIndex={index === Math.max(focused, 0) ? 0 : -1}
                aria-selected={selection === undefined ? undefined : selection.ids.has(row.original.id)}
                onFocus={() => setFocused(index)}
                className="queue-row"
              >
                {row.getAllCells().map((cell) => (
                  <Table.Cell key={cell.id}>
                    <FlexRender cell={cell} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {feed.hasNextPage && (
        <Button variant="soft" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          Load more
        </Button>
      )}
      <Text size="1" color="gray">
        Keys: j and k move through the claims, Enter opens the one in focus, x selects it; ? lists every
        shortcut.
      </Text>
    </Flex>
  );
}
