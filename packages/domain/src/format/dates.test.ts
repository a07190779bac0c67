import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatZonedDate,
  isoCalendarDate,
  mediaCaption,
  parseDateInput,
} from './dates';

// The runtime's zone, whatever the machine says; tests that rely on the default compare against it.
const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Wednesday 11 March 2026, 3 PM UTC. New York is on daylight time (UTC-4) since Sunday 8 March.
const now = '2026-03-11T15:00:00Z';

describe('formatDate', () => {
  it.each([
    ['2026-03-11T10:07:00Z', 'Today at 10:07 AM'],
    ['2026-03-10T23:59:00Z', 'Yesterday at 11:59 PM'],
    ['2026-03-08T08:00:00Z', 'Last Sunday at 8:00 AM'],
    ['2026-03-05T00:00:00Z', 'Last Thursday at 12:00 AM'],
    ['2026-03-04T23:59:00Z', 'Mar 4 at 11:59 PM'],
    ['2026-03-04T15:00:00Z', 'Mar 4 at 3:00 PM'],
    ['2025-12-24T09:05:00Z', 'Dec 24 at 9:05 AM'],
    ['2026-03-11T23:00:00Z', 'Today at 11:00 PM'],
    ['2026-03-12T09:00:00Z', 'Tomorrow at 9:00 AM'],
    ['2026-03-14T18:30:00Z', 'Saturday at 6:30 PM'],
    ['2026-03-17T23:59:00Z', 'Tuesday at 11:59 PM'],
    ['2026-03-18T00:00:00Z', 'Mar 18 at 12:00 AM'],
    ['2026-03-25T12:00:00Z', 'Mar 25 at 12:00 PM'],
  ])('shows %s as "%s" on Wednesday 11 March at 3 PM (UTC)', (date, expected) => {
    expect(formatDate(date, now, 'UTC')).toBe(expected);
  });

  it('uses the absolute form once 7 × 24 hours have passed, even within six calendar days', () => {
    // New York leaves daylight time on Sunday 1 November 2026, so 168 hours before Saturday 23:30 is
    // Sunday 00:30, six calendar days back.
    const saturdayNight = '2026-11-07T23:30:00-05:00';
    const weekAgo = Date.parse(saturdayNight) - 7 * 24 * 60 * 60 * 1000;
    expect(formatDate(weekAgo, saturdayNight, 'America/New_York')).toBe('Nov 1 at 12:30 AM');
    expect(formatDate(weekAgo + 1, saturdayNight, 'America/New_York')).toBe('Last Sunday at 12:30 AM');
  });

  it('reads a date less than a week old but seven calendar days back in the absolute form', () => {
    expect(formatDate('2026-03-04T23:00:00Z', '2026-03-11T00:30:00Z', 'UTC')).toBe('Mar 4 at 11:00 PM');
  });

  it('counts days in the given zone', () => {
    const date = '2026-03-11T02:00:00Z';
    expect(formatDate(date, now, 'UTC')).toBe('Today at 2:00 AM');
    expect(formatDate(date, now, 'America/New_York')).toBe('Yesterday at 10:00 PM');
    // It is already midnight on Thursday in Tokyo.
    expect(formatDate(date, now, 'Asia/Tokyo')).toBe('Yesterday at 11:00 AM');
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Sunday 8 March 2026 has 23 hours in New York: Saturday 23:30 is 23.5 hours before Monday's midnight.
    expect(formatDate('2026-03-07T23:30:00-05:00', '2026-03-09T12:00:00-04:00', 'America/New_York')).toBe(
      'Last Saturday at 11:30 PM',
    );
  });

  it('accepts a Date, a timestamp and an ISO string alike', () => {
    const iso = '2026-03-11T10:07:00Z';
    expect(formatDate(new Date(iso), new Date(now), 'UTC')).toBe('Today at 10:07 AM');
    expect(formatDate(Date.parse(iso), Date.parse(now), 'UTC')).toBe('Today at 10:07 AM');
  });

  it("uses the runtime's zone when none is given", () => {
    const date = '2026-03-11T02:00:00Z';
    expect(formatDate(date, now)).toBe(formatDate(date, now, localZone));
  });

  describe('with the clock at Wednesday 11 March, 3 PM UTC', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('compares with the current time when no `now` is given', () => {
      vi.useFakeTimers({ now: new Date(now) });
      expect(formatDate('2026-03-11T14:00:00Z', undefined, 'UTC')).toBe('Today at 2:00 PM');
      expect(formatDate('2026-03-01T14:00:00Z', undefined, 'UTC')).toBe('Mar 1 at 2:00 PM');
    });
  });

  it('refuses an invalid date, an invalid `now` and an unknown zone', () => {
    expect(() => formatDate('not a date', now, 'UTC')).toThrow(new RangeError('Invalid date: not a date'));
    expect(() => formatDate(now, Number.NaN, 'UTC')).toThrow(/Invalid date: NaN/);
    expect(() => formatDate(now, now, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatZonedDate', () => {
  const date = '2026-03-04T20:05:00Z';

  it.each([
    ['UTC', '04/03/2026 8:05 PM'],
    ['America/New_York', '04/03/2026 3:05 PM'],
    ['Asia/Tokyo', '05/03/2026 5:05 AM'],
    ['Asia/Kolkata', '05/03/2026 1:35 AM'],
    ['US/Eastern', '04/03/2026 3:05 PM'],
  ])('writes day first with padded minutes in %s', (zone, expected) => {
    expect(formatZonedDate(date, zone)).toBe(expected);
  });

  it('writes midnight and noon as 12', () => {
    expect(formatZonedDate('2026-03-04T00:00:00Z', 'UTC')).toBe('04/03/2026 12:00 AM');
    expect(formatZonedDate('2026-03-04T12:09:00Z', 'UTC')).toBe('04/03/2026 12:09 PM');
  });

  it('names an unknown zone in its error', () => {
    expect(() => formatZonedDate(date, 'Mars/Olympus_Mons')).toThrow(
      new RangeError(
        'Unknown time zone "Mars/Olympus_Mons": expected an IANA name such as "America/New_York"',
      ),
    );
    expect(() => formatZonedDate(date, '')).toThrow(/Unknown time zone ""/);
  });

  it("uses the runtime's zone when none is given", () => {
    expect(formatZonedDate(date)).toBe(formatZonedDate(date, localZone));
  });
});

describe('mediaCaption', () => {
  it('says when the file was uploaded, in the uploader’s zone', () => {
    expect(mediaCaption('2026-03-04T20:05:00Z', 'America/Los_Angeles')).toBe(
      'Uploaded at 04/03/2026 12:05 PM',
    );
    expect(mediaCaption('2026-03-04T20:05:00Z')).toBe(
      `Uploaded at ${formatZonedDate('2026-03-04T20:05:00Z', localZone)}`,
    );
  });
});

describe('formatCalendarDate', () => {
  it('writes the date of the moment in the given zone', () => {
    expect(formatCalendarDate('2026-03-05T02:00:00Z', 'UTC')).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-03-05T02:00:00Z', 'America/New_York')).toBe('Mar 4, 2026');
    expect(formatCalendarDate(new Date('2026-12-31T12:00:00Z'))).toBe(
      formatCalendarDate('2026-12-31T12:00:00Z', localZone),
    );
  });

  it('refuses an invalid date', () => {
    expect(() => formatCalendarDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('parseDateInput', () => {
  it('reads a string without an offset as local time, and one with an offset or "Z" exactly', () => {
    // Local fields, shown in the local zone, read back the same whatever the runtime's zone.
    expect(formatZonedDate('2026-03-04T15:07')).toBe('04/03/2026 3:07 PM');
    expect(formatZonedDate('2026-03-04 09:05:30.250')).toBe('04/03/2026 9:05 AM');
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('2026-03')).toBe('Mar 1, 2026');
    expect(parseDateInput('2026-03-04T15:07:08.1234')).toEqual(new Date(2026, 2, 4, 15, 7, 8, 123));
    expect(parseDateInput('2026-03-04T15:07:00Z').toISOString()).toBe('2026-03-04T15:07:00.000Z');
    expect(parseDateInput('2026-03-04T15:07:00+09:00').toISOString()).toBe('2026-03-04T06:07:00.000Z');
    const date = new Date('2026-03-04T15:07:00Z');
    expect(parseDateInput(date)).toEqual(date);
    expect(parseDateInput(date)).not.toBe(date);
    expect(parseDateInput(Date.UTC(2026, 2, 4)).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});

describe('isoCalendarDate', () => {
  it('writes the day formatCalendarDate writes, as YYYY-MM-DD', () => {
    expect(isoCalendarDate('2026-03-05T02:00:00Z', 'UTC')).toBe('2026-03-05');
    expect(isoCalendarDate('2026-03-05T02:00:00Z', 'America/New_York')).toBe('2026-03-04');
    expect(isoCalendarDate('2026-03-04')).toBe('2026-03-04');
    expect(() => isoCalendarDate('2026-13-45T00:00:00Z', 'UTC')).toThrow(RangeError);
  });
});
