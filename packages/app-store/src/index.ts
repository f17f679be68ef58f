import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeName = 'light' | 'dark';

/** Spec 000 §3: the enterprise role loaded with the user. */
export interface AppEnterpriseRole {
  id: string;
  name: string;
  displayName: string;
  description?: string | null;
  permissions?: string[];
  isSystemRole?: boolean;
}

export interface AppUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The public address of the user's avatar (the avatars bucket), if they chose one. */
  avatarUrl?: string | null;
  organizationId: string | null;
  enterpriseRole: AppEnterpriseRole | null;
  /** The matrix role held in the current organization (organisation_roles), if any. */
  organizationRole?: string | null;
  /** The auth user's metadata role (spec 000 §6, 'user' unless set). */
  role?: string;
  authId?: string | null;
  isActive?: boolean;
  createdAt?: string | null;
}

/** A theme or brand kit attached to an organization (spec 000 §3). */
export interface AppNamedRecord {
  id: string;
  name: string;
  description: string | null;
}

export interface AppOrganization {
  id: string;
  name: string;
  logoUrl: string | null;
  /** The organization type's name (startup, mentor, venture_capital ...). */
  organizationType: string | null;
  organizationTypeId?: string | null;
  organizationTypeDisplayName?: string | null;
  themeId?: string | null;
  brandKitId?: string | null;
  theme?: AppNamedRecord | null;
  brandKit?: AppNamedRecord | null;
}

export interface AppState {
  sidebarOpen: boolean;
  theme: ThemeName;
  currentProduct: string;
  user: AppUser | null;
  organization: AppOrganization | null;
  isLoading: boolean;
  setSidebarOpen: (open: boolean) => void;
  setTheme: (theme: ThemeName) => void;
  setCurrentProduct: (product: string) => void;
  setUser: (user: AppUser | null) => void;
  setOrganization: (organization: AppOrganization | null) => void;
  setLoading: (isLoading: boolean) => void;
  reset: () => void;
}

export const APP_STORE_KEY = 'app-store';
export const DEFAULT_PRODUCT = 'qevhub';

/** Only these survive a reload (spec 000 §3); the session decides user and organization afresh. */
export type PersistedAppState = Pick<AppState, 'theme' | 'sidebarOpen' | 'currentProduct'>;

export function createAppStore(storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage) {
  return createStore<AppState>()(
    persist(
      (set) => ({
        sidebarOpen: true,
        theme: 'light',
        currentProduct: DEFAULT_PRODUCT,
        user: null,
        organization: null,
        isLoading: true,
        setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
        setTheme: (theme) => set({ theme }),
        setCurrentProduct: (currentProduct) => set({ currentProduct }),
        setUser: (user) => set({ user }),
        setOrganization: (organization) => set({ organization }),
        setLoading: (isLoading) => set({ isLoading }),
        reset: () => set({ user: null, organization: null, currentProduct: DEFAULT_PRODUCT, isLoading: false }),
      }),
      {
        name: APP_STORE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: (state): PersistedAppState => ({
          theme: state.theme,
          sidebarOpen: state.sidebarOpen,
          currentProduct: state.currentProduct,
        }),
      },
    ),
  );
}

function memoryStorage(): Storage {
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

/**
 * One store for the whole page. The package is a federation singleton, so the shell and every
 * remote import this same instance.
 */
export const appStore = createAppStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
