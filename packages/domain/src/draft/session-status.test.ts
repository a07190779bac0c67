import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClaimSessionStatus } from '../enums';
import { sessionStatusChange, sessionStatusForPath, sessionStatusStepPath } from './session-status';

describe('sessionStatusForPath', () => {
  it.each([
    ['/start', 'STARTED'],
    ['/issues', 'ISSUE_TYPE'],
    ['/issues/shipment', 'SHIPMENT_SELECTION'],
    ['/issues/shipment/details', 'SHIPMENT_DETAILS'],
    ['/issues/items', 'ITEM_SELECTION'],
    ['/resolution', 'RESOLUTION'],
    ['/resolution/review', 'REVIEW'],
    ['/claim-received', 'SUBMITTED'],
  ])('maps %s to %s', (path, status) => {
    expect(sessionStatusForPath(path)).toBe(status);
  });

  it.each([
    ['a trailing slash', '/issues/shipment/', 'SHIPMENT_SELECTION'],
    ['a query', '/resolution/review?fake=1&store=demo', 'REVIEW'],
    ['a hash', '/issues/items#top', 'ITEM_SELECTION'],
    ['a query with a slash and a hash', '/resolution?next=/start#x', 'RESOLUTION'],
    ['capitals', '/Issues/Shipment/Details', 'SHIPMENT_DETAILS'],
    ['a base path', '/portal/acme/start', 'STARTED'],
  ])('ignores %s', (_case, path, status) => {
    expect(sessionStatusForPath(path)).toBe(status);
  });

  it.each([
    '/',
    '',
    '/multiple-shipments',
    '/restart',
    '/issues.spec',
    '/view/token123/review',
    '/issues/shipment/details/extra',
  ])('finds no step in %j', (path) => {
    expect(sessionStatusForPath(path)).toBeNull();
  });

  it('maps any base path followed by a step to that step', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom(...ClaimSessionStatus.options),
        (base, status) => {
          const path = `${base.map((part) => `/${part}`).join('')}${sessionStatusStepPath[status]}`;
          expect(sessionStatusForPath(path)).toBe(status);
        },
      ),
    );
  });
});

describe('sessionStatusChange', () => {
  it('gives the status of the step when the session is elsewhere', () => {
    expect(sessionStatusChange('/resolution/review', 'RESOLUTION')).toBe('REVIEW');
    expect(sessionStatusChange('/issues', undefined)).toBe('ISSUE_TYPE');
    expect(sessionStatusChange('/issues', 'SOMETHING_OLDER')).toBe('ISSUE_TYPE');
  });

  it('gives null when the session is already there or the path is no step', () => {
    expect(sessionStatusChange('/resolution/review/', 'REVIEW')).toBeNull();
    expect(sessionStatusChange('/too-late', 'REVIEW')).toBeNull();
    expect(sessionStatusChange('/too-late', null)).toBeNull();
  });
});
