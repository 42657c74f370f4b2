import { describe, expect, it } from 'vitest';
import { currentYearRange, sessionStore } from './session-store';

describe('session store', () => {
  it('defaults the report range to the current calendar year', () => {
    expect(currentYearRange(new Date(2026, 4, 17))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });

  it('clear removes the token and program and resets the report range', () => {
    sessionStore.setToken('t');
    sessionStore.setCurrentProgram('KIDS_CAFE');
    sessionStore.setReportRange({ startDate: '2020-01-01', endDate: '2020-03-31' });
    expect(localStorage.getItem('token')).toBe('t');
    sessionStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('currentProgram')).toBeNull();
    expect(sessionStore.get().reportRange).toEqual(currentYearRange());
  });
});
