import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateText, machineDate } from './DateText';

describe('machineDate', () => {
  it('gives the calendar day in the zone the date is shown in', () => {
    expect(machineDate('2026-03-04T23:30:00-05:00', 'calendar', 'America/New_York')).toBe('2026-03-04');
    expect(machineDate('2026-03-04T23:30:00-05:00', 'calendar', 'Asia/Tokyo')).toBe('2026-03-05');
  });

  it('gives the exact instant in UTC for relative dates', () => {
    expect(machineDate('2026-03-04T10:07:00-05:00', 'relative')).toBe('2026-03-04T15:07:00.000Z');
    expect(machineDate(Date.UTC(2026, 2, 4), 'relative')).toBe('2026-03-04T00:00:00.000Z');
  });

  it('reads a date without a time as that day, as the domain formats it', () => {
    expect(machineDate('2026-03-04', 'calendar')).toBe('2026-03-04');
  });
});

describe('DateText markup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a calendar date by default, with the day as its dateTime', () => {
    expect(renderToStaticMarkup(<DateText date="2026-03-04T15:07:00Z" timeZone="UTC" />)).toBe(
      '<time dateTime="2026-03-04">Mar 4, 2026</time>',
    );
  });

  it('shows a relative date counted from the given now', () => {
    expect(
      renderToStaticMarkup(
        <DateText date="2026-03-04T15:07:00Z" format="relative" now="2026-03-05T12:00:00Z" timeZone="UTC" />,
      ),
    ).toBe('<time dateTime="2026-03-04T15:07:00.000Z">Yesterday at 3:07 PM</time>');
  });

  it('counts from the current time when no now is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-04T18:00:00Z'));
    expect(
      renderToStaticMarkup(<DateText date="2026-03-04T15:07:00Z" format="relative" timeZone="UTC" />),
    ).toContain('Today at 3:07 PM');
  });

  it('refuses an invalid date rather than showing "Invalid Date"', () => {
    expect(() => renderToStaticMarkup(<DateText date="not a date" />)).toThrow(RangeError);
  });
});
