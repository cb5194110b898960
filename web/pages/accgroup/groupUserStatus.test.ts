import { describe, expect, it } from 'vitest';
import { groupUserStatuses } from './groupUserStatus.ts';

describe("the status tags of a group's user", () => {
  it('shows the state while its primary has not switched it off', () => {
    expect(groupUserStatuses({ state: 'active', enabled: true })).toEqual(['active']);
    expect(groupUserStatuses({ state: 'incomplete', enabled: true })).toEqual(['incomplete']);
  });

  it('a user switched off by its primary is disabled, never active', () => {
    expect(groupUserStatuses({ state: 'active', enabled: false })).toEqual(['disabled']);
  });

  it('switched off and locked (or still awaiting its password) shows both', () => {
    expect(groupUserStatuses({ state: 'locked', enabled: false })).toEqual(['disabled', 'locked']);
    expect(groupUserStatuses({ state: 'incomplete', enabled: false })).toEqual(['disabled', 'incomplete']);
  });
});
