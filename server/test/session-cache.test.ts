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
  mustChangePassword: false,
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

  it('runs one check for the calls presenting a cookie while it is checked, none across a forgetAll', async () => {
    const sessions = createSessionCache();
    const started: string[] = [];
    const pending: { resolve: (person: SessionPerson) => void; reject: (error: Error) => void }[] = [];
    const check = (cookieValue: string) => () => {
      started.push(cookieValue);
      return new Promise<SessionPerson>((resolve, reject) => pending.push({ resolve, reject }));
    };

    const first = sessions.checkOnce('cookie-a', check('cookie-a'));
    const second = sessions.checkOnce('cookie-a', check('cookie-a'));
    const other = sessions.checkOnce('cookie-b', check('cookie-b'));
    expect(started).toEqual(['cookie-a', 'cookie-b']);
    pending[0]?.resolve(ada);
    expect(await first).toBe(ada);
    expect(await second).toBe(ada);

    // Done: the next miss checks again. A failure is every waiter's, and not kept either.
    const failing = [sessions.checkOnce('cookie-a', check('cookie-a'))];
    failing.push(sessions.checkOnce('cookie-a', check('cookie-a')));
    expect(started).toEqual(['cookie-a', 'cookie-b', 'cookie-a']);
    pending[2]?.reject(new Error('Please sign in.'));
    for (const failed of failing) await expect(failed).rejects.toThrow('Please sign in.');
    void sessions.checkOnce('cookie-a', check('cookie-a'));
    expect(started).toHaveLength(4);

    // A call after a sign-out or a team change does not take the answer of a check begun before it.
    sessions.forgetAll();
    void sessions.checkOnce('cookie-b', check('cookie-b'));
    expect(started).toEqual(['cookie-a', 'cookie-b', 'cookie-a', 'cookie-a', 'cookie-b']);
    pending[1]?.resolve(ada);
    expect(await other).toBe(ada);
  });
});
