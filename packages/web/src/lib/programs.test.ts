import { PROGRAMS_BY_KEY } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { canSeeMyAccount } from './programs';

const backpackBuddy = PROGRAMS_BY_KEY.backpackBuddy;

describe('My Account visibility', () => {
  it('shows for an educator whose chosen program no longer requires an application', () => {
    const user = makeUser({ applicationBackpackBuddyRequired: false });
    expect(canSeeMyAccount(user, backpackBuddy)).toBe(true);
  });

  it('hides while the application is still required', () => {
    const user = makeUser({ applicationBackpackBuddyRequired: true });
    expect(canSeeMyAccount(user, backpackBuddy)).toBe(false);
  });

  it('hides when no program is chosen or for another program still required', () => {
    const user = makeUser({ applicationBackpackBuddyRequired: false });
    expect(canSeeMyAccount(user, undefined)).toBe(false);
    expect(canSeeMyAccount(user, PROGRAMS_BY_KEY.kidsCafe)).toBe(false);
  });

  it('hides for admins', () => {
    const admin = makeUser({ type: 'ADMIN', applicationBackpackBuddyRequired: false });
    expect(canSeeMyAccount(admin, backpackBuddy)).toBe(false);
  });
});
