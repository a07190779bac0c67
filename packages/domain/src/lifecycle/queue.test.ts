import { describe, expect, it } from 'vitest';
import { ClaimStatus } from '../enums';
import { QUEUE_TABS, type QueueTab, queueCountText, queueTabStatuses, statusesOfTab } from './queue';

describe('queue tabs', () => {
  it('put every status in exactly one tab', () => {
    const placed = Object.values(queueTabStatuses).flat();
    expect([...placed].sort()).toEqual([...ClaimStatus.options].sort());
  });

  it('show every claim under "all"', () => {
    expect(statusesOfTab('all')).toBeNull();
    for (const tab of QUEUE_TABS.filter((option) => option !== 'all')) {
      expect(statusesOfTab(tab)).toEqual(queueTabStatuses[tab as Exclude<QueueTab, 'all'>]);
    }
  });

  it('show a count that reached its cap as "1,000+", and any other as it is', () => {
    expect(queueCountText(1000, 1000)).toBe('1,000+');
    expect(queueCountText(999, 1000)).toBe('999');
    expect(queueCountText(0, 1000)).toBe('0');
    expect(queueCountText(25_000, null)).toBe('25,000');
  });
});
