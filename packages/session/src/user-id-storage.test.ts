// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { USER_ID_STORAGE_KEY, forgetUserId, rememberUserId } from './user-id-storage';

describe('user id in storage (spec 000 §4)', () => {
  it('is kept in session and local storage, and removed from both', () => {
    rememberUserId('u-1');
    expect([sessionStorage.getItem(USER_ID_STORAGE_KEY), localStorage.getItem(USER_ID_STORAGE_KEY)]).toEqual(['u-1', 'u-1']);
    forgetUserId();
    expect([sessionStorage.getItem(USER_ID_STORAGE_KEY), localStorage.getItem(USER_ID_STORAGE_KEY)]).toEqual([null, null]);
  });
});
