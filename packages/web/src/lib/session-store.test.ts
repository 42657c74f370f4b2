import { describe, expect, it } from 'vitest';
import { currentYearRange, sessionStore } from './session-store';

describe('session store', () => {
  it('defaults the report range to the current calendar year', () => {
    expect(currentYearRange(new Date(2026, 4, 17))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('clear forgets the sign-in and program and resets the report range', () => {
    sessionStore.setSignedIn(true);
    sessionStore.setCurrentProgram('KIDS_CAFE');
    sessionStore.setReportRange({ startDate: '2020-01-01', endDate: '2020-03-31' });
    expect(localStorage.getItem('signedIn')).toBe('true');
    sessionStore.clear();
    expect(sessionStore.get().signedIn).toBe(false);
    expect(localStorage.getItem('signedIn')).toBeNull();
    expect(localStorage.getItem('currentProgram')).toBeNull();
    expect(sessionStore.get().reportRange).toEqual(currentYearRange());
  });

  it('keeps no token: one left by an earlier version is removed on load', () => {
    localStorage.setItem('token', 'old-bearer-token');
    sessionStore.reload();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get().signedIn).toBe(false);
  });
});
