import { describe, expect, it } from 'vitest';
import { ClaimStatus } from '../enums';
import { QueueTab, queueTabStatuses, statusesOfTab } from './queue';

describe('queue tabs', () => {
  it('put every status in exactly one tab', () => {
    const placed = Object.values(queueTabStatuses).flat();
    expect([...placed].sort()).toEqual([...ClaimStatus.options].sort());
  });

  it('show every claim under "all"', () => {
    expect(statusesOfTab('all')).toBeNull();
    for (const tab of QueueTab.options.filter((option) => option !== 'all')) {
      expect(statusesOfTab(tab)).toEqual(queueTabStatuses[tab as Exclude<QueueTab, 'all'>]);
    }
  });
});
