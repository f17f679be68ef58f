import { describe, expect, it } from 'vitest';
import { APP_STORE_KEY, createAppStore } from './index';

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('app store (spec 000 §3, §4)', () => {
  it('starts with the spec defaults', () => {
    const state = createAppStore(memory()).getState();
    expect(state.sidebarOpen).toBe(true);
    expect(state.theme).toBe('light');
    expect(state.currentProduct).toBe('qevhub');
    expect(state.user).toBeNull();
    expect(state.organization).toBeNull();
  });

  it('persists only theme, sidebarOpen and currentProduct under app-store', () => {
    const storage = memory();
    const store = createAppStore(storage);
    store.getState().setTheme('dark');
    store.getState().setSidebarOpen(false);
    store.getState().setCurrentProduct('os');
    store.getState().setUser({ id: 'u1', email: 'a@b.c', firstName: null, lastName: null, organizationId: null, enterpriseRole: null });
    const saved = JSON.parse(storage.getItem(APP_STORE_KEY)!);
    expect(saved.state).toEqual({ theme: 'dark', sidebarOpen: false, currentProduct: 'os' });

    const reloaded = createAppStore(storage).getState();
    expect(reloaded.theme).toBe('dark');
    expect(reloaded.sidebarOpen).toBe(false);
    expect(reloaded.currentProduct).toBe('os');
    expect(reloaded.user).toBeNull();
  });

  it('reset clears user and organization, sets the product back to qevhub and loading to false', () => {
    const store = createAppStore(memory());
    store.getState().setCurrentProduct('score');
    store.getState().setOrganization({ id: 'o1', name: 'Org', logoUrl: null, organizationType: 'startup' });
    store.getState().reset();
    const state = store.getState();
    expect(state.organization).toBeNull();
    expect(state.user).toBeNull();
    expect(state.currentProduct).toBe('qevhub');
    expect(state.isLoading).toBe(false);
  });
});
