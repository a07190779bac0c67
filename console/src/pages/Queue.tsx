/**
 * The claim queue: tabs with their counts, a search, the status and sort filters, all in the URL; the
 * claims in a table, 50 at a time with "Load more". j and k move through the rows, Enter opens one.
 */
import type { StaffClaimSummary } from '@orderprotection/domain';
import {
  ClaimStatus,
  claimStatusLabel,
  formatDate,
  formatMoney,
  labelOf,
  QueueTab,
  queueTabLabel,
  resolutionChoiceLabel,
} from '@orderprotection/domain';
import {
  Badge,
  Button,
  Callout,
  Flex,
  Heading,
  Select,
  Table,
  TabNav,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, staff } from '../app/api';
import { feedQuery, type QueueView, readQueueView, writeQueueView } from '../app/queueParams';
import { StatusBadge } from './StatusBadge';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffClaimSummary>();
const ANY_STATUS = 'any';

function columns(now: Date) {
  return column.columns([
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

  const feed = useInfiniteQuery({
    queryKey: ['claims', view],
    queryFn: ({ pageParam }) => staff.claims(feedQuery(view, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const claims = useMemo(() => feed.data?.pages.flatMap((page) => page.claims) ?? [], [feed.data]);
  const counts = feed.data?.pages[0]?.counts;
  const now = useMemo(() => new Date(), []);
  const tableColumns = useMemo(() => columns(now), [now]);
  const table = useTable({ features, columns: tableColumns, data: claims });

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
      if (step !== 0) {
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
  }, [claims, focused, navigate]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        Claims
      </Heading>
      <TabNav.Root aria-label="Queue tabs">
        {QueueTab.options.map((tab) => (
          <TabNav.Link key={tab} asChild active={tab === view.tab}>
            <Link to={`?${writeQueueView({ ...view, tab }).toString()}`}>
              {queueTabLabel[tab]}
              {counts !== undefined && ` (${counts[tab] ?? 0})`}
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
        Keys: j and k move through the claims, Enter opens the one in focus.
      </Text>
    </Flex>
  );
}
