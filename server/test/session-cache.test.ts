import { describe, expect, it } from 'vitest';
import {
  createSessionCache,
  SESSION_CACHE_MS,
  type SessionPerson,
} from '../src/modules/people/session-cache';

const ada: SessionPerson = {
  id: 'p1',
  name: 'Ada',
  email: 'ada@example.com',
  twoFactorEnabled: false,
  grants: [{ role: 'orderprotection_support' }],
};

describe('the session cache', () => {
  it('remembers a checked session for a few seconds, never past its expiry nor across a forgetAll', () => {
    let now = 1_000_000;
    const sessions = createSessionCache(() => now);
    const far = new Date(now + 3_600_000);

    sessions.remember('cookie-a', ada, far, sessions.generation());
    expect(sessions.get('cookie-a')).toBe(ada);
    expect(sessions.get('cookie-b')).toBeUndefined();
    now += SESSION_CACHE_MS - 1;
    expect(sessions.get('cookie-a')).toBe(ada);
    now += 1;
    expect(sessions.get('cookie-a')).toBeUndefined();

    // A session that expires sooner is remembered only until then.
    sessions.remember('cookie-a', ada, new Date(now + 10), sessions.generation());
    now += 10;
    expect(sessions.get('cookie-a')).toBeUndefined();

    sessions.remember('cookie-a', ada, far, sessions.generation());
    sessions.forgetAll();
    expect(sessions.get('cookie-a')).toBeUndefined();

    // A check that began before a change (a sign-out, a team change) may have read the old state.
    const checkedAt = sessions.generation();
    sessions.forgetAll();
    sessions.remember('cookie-a', ada, far, checkedAt);
    expect(sessions.get('cookie-a')).toBeUndefined();
    sessions.remember('cookie-a', ada, far, sessions.generation());
    expect(sessions.get('cookie-a')).toBe(ada);
  });
});
