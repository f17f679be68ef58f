import { createAppStore } from '@fikrspace/app-store';
import { createQueryClient } from '@fikrspace/data';
import { setDb, type DbClient } from '@fikrspace/db';
import { createPublicDbClient } from '@fikrspace/db/create-public-client';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { platformOptions } from '@fikrspace/i18n';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import i18next, { type BackendModule } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLanguageSync } from '../session/language-account-sync';
import { fetchCustomTranslation } from './get-custom-translation';
import { fetchActiveLanguages } from './get-languages';
import { fetchLanguageId } from './get-language-id';
import { fetchLanguagePreference } from './get-language-preference';
import { fetchOrganizationTranslations } from './get-organization-translations';
import { recordTranslationUsage } from './record-translation-usage';
import { saveLanguagePreference } from './save-language-preference';

/**
 * The language calls of spec 000 §7 with the real supabase-js client against the local backend,
 * its migrations and seed: what each caller reads and may write is decided by row level security.
 */

const FIKR_LABS = ORG.fikrLabs;
const MENTOR_CIRCLE = ORG.mentorCircle;
const NILE_ROBOTICS = ORG.nileRobotics;
const VIEWER = ACCOUNTS.viewer.id;
const EDITOR = ACCOUNTS.editor.id;
const MULTI_ORG = ACCOUNTS.multiOrg.id;

type Backend = Awaited<ReturnType<typeof startBackend>>;

const days = (count: number) => new Date(Date.now() - count * 86_400_000).toISOString();

for (const target of await targets()) {
  describe(`language calls against the local backend (${target.name})`, () => {
    let backend: Backend;
    let service: DbClient;
    const language: Record<string, string> = {};
    let capProduct: string;

    const anon = () => backend.client() as unknown as DbClient;

    const as = (email: string) => signedInAs(backend, email);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      service = backend.client(backend.serviceRoleKey) as unknown as DbClient;
      for (const row of await fetchActiveLanguages(anon())) language[row.code] = row.id!;
      const product = await service.from('fikr_products').select('id').eq('product_key', 'cap').single();
      capProduct = product.data!.id;
      // One key of the common namespace in Arabic, written for every kind of scope. The newest
      // value is an unscoped one, so the tests show that a more specific value still wins.
      const value = (text: string, created: string, scope: Record<string, string> = {}, isApproved = true) => ({
        namespace: 'common',
        key_path: 'auth.signIn',
        language_id: language.ar!,
        value: text,
        is_approved: isApproved,
        created_at: created,
        ...scope,
      });
      const { error } = await service.from('translation_values').insert([
        value('global, older', days(30)),
        value('global', days(1)),
        value('Fikr Labs', days(10), { organization_id: FIKR_LABS }),
        value('Fikr Labs draft', days(0), { organization_id: FIKR_LABS }, false),
        value('Nile Robotics', days(10), { organization_id: NILE_ROBOTICS }),
        value('Mentor Circle as a company', days(10), { company_id: MENTOR_CIRCLE }),
        value('Fikr Cap', days(10), { product_id: capProduct }),
        { ...value('Fikr Labs, loading', days(5), { organization_id: FIKR_LABS }), key_path: 'loading' },
        { ...value('Fikr Labs in French', days(5), { organization_id: FIKR_LABS }), language_id: language.fr! },
      ]);
      if (error) throw error;
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });
    afterEach(() => {
      setDb(null);
    });

    it('lists the active languages by display order, the seed’s thirteen', async () => {
      const languages = await fetchActiveLanguages(anon());
      expect(languages.map((row) => row.code)).toEqual(['en', 'es', 'es-ES', 'es-MX', 'pt', 'pt-PT', 'pt-BR', 'fr', 'de', 'ar', 'zh', 'it', 'pl']);
      expect(languages.find((row) => row.code === 'ar')).toMatchObject({ scriptDirection: 'rtl', nativeName: 'العربية', completionPercentage: 80, isPrimary: false });
      expect(await fetchLanguageId(anon(), 'ar')).toBe(language.ar);
      expect(await fetchLanguageId(anon(), 'tlh')).toBeNull();
    });

    describe('custom translations (spec 000 §7: approved, by namespace, key and language, scoped)', () => {
      const lookup = { namespace: 'common', keyPath: 'auth.signIn', languageCode: 'ar' } as const;

      it.each([
        ['a visitor without a scope reads the newest unscoped value', null, {}, 'global'],
        ['a member reads their organization’s value over a newer unscoped one', 'viewer@fikrspace.test', { organizationId: FIKR_LABS }, 'Fikr Labs'],
        ['a member never reads a draft, even the newest', 'owner@fikrspace.test', { organizationId: FIKR_LABS }, 'Fikr Labs'],
        ['a stranger to an organization reads the unscoped value instead of its value', 'viewer@fikrspace.test', { organizationId: NILE_ROBOTICS }, 'global'],
        ['another tenant reads its own value', 'other-startup@fikrspace.test', { organizationId: NILE_ROBOTICS }, 'Nile Robotics'],
        ['a member of a company reads the company’s value', 'multi-org@fikrspace.test', { companyId: MENTOR_CIRCLE }, 'Mentor Circle as a company'],
        ['a stranger to a company reads the unscoped value', 'viewer@fikrspace.test', { companyId: MENTOR_CIRCLE }, 'global'],
        ['anyone reads a product’s value within that product', null, { productId: 'cap' }, 'Fikr Cap'],
        ['an organization’s value wins over its product’s', 'viewer@fikrspace.test', { organizationId: FIKR_LABS, productId: 'cap' }, 'Fikr Labs'],
      ])('%s', async (_case, email, scope, expected) => {
        const db = email ? await as(email) : anon();
        const resolved = { ...scope, ...('productId' in scope ? { productId: capProduct } : {}) };
        expect(await fetchCustomTranslation(db, { ...lookup, ...resolved })).toBe(expected);
      });

      it('reads the same by language id, and nothing for a key without custom values', async () => {
        const db = await as('viewer@fikrspace.test');
        expect(await fetchCustomTranslation(db, { namespace: 'common', keyPath: 'auth.signIn', languageId: language.ar!, organizationId: FIKR_LABS })).toBe('Fikr Labs');
        expect(await fetchCustomTranslation(db, { ...lookup, keyPath: 'auth.signOut', organizationId: FIKR_LABS })).toBeNull();
        expect(await fetchCustomTranslation(db, { ...lookup, languageCode: 'de' })).toBeNull();
      });

      it('gives an organization’s approved values in one language for i18next, and nobody else’s', async () => {
        const viewer = await as('viewer@fikrspace.test');
        const overrides = await fetchOrganizationTranslations(viewer, FIKR_LABS, language.ar!);
        expect(overrides.sort((a, b) => a.keyPath.localeCompare(b.keyPath))).toEqual([
          { namespace: 'common', keyPath: 'auth.signIn', value: 'Fikr Labs' },
          { namespace: 'common', keyPath: 'loading', value: 'Fikr Labs, loading' },
        ]);
        expect(await fetchOrganizationTranslations(viewer, NILE_ROBOTICS, language.ar!)).toEqual([]);
        expect(await fetchOrganizationTranslations(await as('multi-org@fikrspace.test'), MENTOR_CIRCLE, language.ar!)).toEqual([
          { namespace: 'common', keyPath: 'auth.signIn', value: 'Mentor Circle as a company' },
        ]);
      });
    });

    describe('language preferences (spec 000 §7: read with the language code, upsert on user and organization)', () => {
      it('stores one preference per organization and one outside any, each written over', async () => {
        const db = await as('viewer@fikrspace.test');
        const inFikrLabs = { userId: VIEWER, organizationId: FIKR_LABS };
        const general = { userId: VIEWER, organizationId: null };
        expect(await fetchLanguagePreference(db, inFikrLabs)).toBeNull();

        await saveLanguagePreference(db, general, language.fr!);
        // Without a preference for the organization, the general one counts there too.
        expect(await fetchLanguagePreference(db, inFikrLabs)).toEqual({ languageId: language.fr, languageCode: 'fr', organizationId: null });

        await saveLanguagePreference(db, inFikrLabs, language.ar!);
        expect(await fetchLanguagePreference(db, inFikrLabs)).toEqual({ languageId: language.ar, languageCode: 'ar', organizationId: FIKR_LABS });
        expect(await fetchLanguagePreference(db, general)).toMatchObject({ languageCode: 'fr' });

        await saveLanguagePreference(db, inFikrLabs, language['es-MX']!);
        await saveLanguagePreference(db, general, language.de!);
        expect(await fetchLanguagePreference(db, inFikrLabs)).toMatchObject({ languageCode: 'es-MX' });
        expect(await fetchLanguagePreference(db, general)).toMatchObject({ languageCode: 'de' });
        const { data } = await db.from('user_language_preferences').select('organization_id').eq('user_id', VIEWER);
        expect(data?.map((row) => row.organization_id).sort()).toEqual([FIKR_LABS, null].sort());
      });

      it('keeps each user’s preferences to themselves', async () => {
        const editor = await as('editor@fikrspace.test');
        await saveLanguagePreference(await as('viewer@fikrspace.test'), { userId: VIEWER, organizationId: FIKR_LABS }, language.ar!);
        expect(await fetchLanguagePreference(editor, { userId: VIEWER, organizationId: FIKR_LABS })).toBeNull();
        await expect(saveLanguagePreference(editor, { userId: VIEWER, organizationId: FIKR_LABS }, language.it!)).rejects.toMatchObject({ context: expect.objectContaining({ databaseCode: '42501' }) });
        await expect(saveLanguagePreference(editor, { userId: EDITOR, organizationId: NILE_ROBOTICS }, language.it!)).rejects.toMatchObject({ context: expect.objectContaining({ databaseCode: '42501' }) });
        await expect(saveLanguagePreference(anon(), { userId: VIEWER, organizationId: null }, language.it!)).rejects.toBeDefined();
      });
    });

    describe('translation usage (spec 000 §7: inserted without waiting)', () => {
      async function usageOf(userId: string | null, pageUrl: string) {
        const query = service.from('translation_usage').select('language_id, organization_id, user_id, page_url, session_id, usage_count').eq('page_url', pageUrl);
        const { data } = userId ? await query.eq('user_id', userId) : await query.is('user_id', null);
        return data ?? [];
      }

      it('records a signed-in member’s and a visitor’s usage', async () => {
        const log = { debug: vi.fn() };
        const usage = { languageId: language.ar!, organizationId: FIKR_LABS, userId: MULTI_ORG, pageUrl: 'http://localhost/fikrspace/portal/', sessionId: 'lsn-1' };
        recordTranslationUsage(await as('multi-org@fikrspace.test'), usage, log);
        recordTranslationUsage(anon(), { ...usage, organizationId: null, userId: null, pageUrl: 'http://localhost/about' }, log);
        await vi.waitFor(async () => expect(await usageOf(MULTI_ORG, usage.pageUrl)).toEqual([{ language_id: language.ar, organization_id: FIKR_LABS, user_id: MULTI_ORG, page_url: usage.pageUrl, session_id: 'lsn-1', usage_count: 1 }]));
        await vi.waitFor(async () => expect(await usageOf(null, 'http://localhost/about')).toHaveLength(1));
        expect(log.debug).not.toHaveBeenCalled();
      });

      it('PostgREST alone with the anonymous key reads and records what a visitor may, and nothing more', async () => {
        const visitor = createPublicDbClient({ url: backend.url, anonKey: backend.anonKey });
        expect((await fetchActiveLanguages(visitor)).map((row) => row.code)).toEqual((await fetchActiveLanguages(anon())).map((row) => row.code));
        expect(await fetchLanguageId(visitor, 'ar')).toBe(language.ar);
        const log = { debug: vi.fn() };
        recordTranslationUsage(visitor, { languageId: language.fr!, organizationId: null, userId: null, pageUrl: 'http://localhost/public-client', sessionId: 'lsn-3' }, log);
        await vi.waitFor(async () => expect(await usageOf(null, 'http://localhost/public-client')).toHaveLength(1));
        // Row-level security holds it as it holds supabase-js without a session: no member's record.
        recordTranslationUsage(visitor, { languageId: language.fr!, organizationId: FIKR_LABS, userId: VIEWER, pageUrl: 'http://localhost/public-refused', sessionId: 'lsn-4' }, log);
        await vi.waitFor(() => expect(log.debug).toHaveBeenCalledWith('The translation usage record was not stored', expect.objectContaining({ code: '42501' })));
        expect(await usageOf(VIEWER, 'http://localhost/public-refused')).toEqual([]);
      });

      it('swallows a refused record, logging it at debug level', async () => {
        const log = { debug: vi.fn() };
        recordTranslationUsage(await as('viewer@fikrspace.test'), { languageId: language.ar!, organizationId: NILE_ROBOTICS, userId: VIEWER, pageUrl: 'http://localhost/refused', sessionId: 'lsn-2' }, log);
        await vi.waitFor(() => expect(log.debug).toHaveBeenCalledWith('The translation usage record was not stored', expect.objectContaining({ code: '42501' })));
        expect(await usageOf(VIEWER, 'http://localhost/refused')).toEqual([]);
      });
    });

    describe('the account’s language follows the session', () => {
      const FILES: Record<string, object> = {
        en: { loading: 'Loading...', auth: { signIn: 'Sign in' } },
        ar: { loading: 'جارٍ التحميل...', auth: { signIn: 'تسجيل الدخول' } },
        fr: { loading: 'Chargement...', auth: { signIn: 'Se connecter' } },
      };
      const files: BackendModule = {
        type: 'backend',
        init: () => undefined,
        read: (lng, _ns, callback) => setTimeout(() => callback(null, structuredClone(FILES[lng] ?? {})), 0),
      };

      it('applies the stored preference and the organization’s custom texts after sign-in, stores a new choice, and drops the texts on sign-out', async () => {
        const db = await as('multi-org@fikrspace.test');
        setDb(db);
        await saveLanguagePreference(db, { userId: MULTI_ORG, organizationId: FIKR_LABS }, language.ar!);
        const instance = i18next.createInstance().use(files);
        await instance.init({ ...platformOptions(), lng: 'en' });
        const store = createAppStore(undefined);
        const logger = { debug: vi.fn(), warn: vi.fn() };
        const sync = startLanguageSync({ db, store, queryClient: createQueryClient(), ready: Promise.resolve(), logger, instance, pageUrl: () => 'http://localhost/sync', sessionId: () => 'lsn-sync' });

        store.getState().setUser({ id: MULTI_ORG, email: 'multi-org@fikrspace.test', firstName: 'Maya', lastName: 'Multiorg', organizationId: FIKR_LABS, enterpriseRole: null });
        await sync.settled();
        expect(instance.language).toBe('ar');
        expect(instance.t('auth.signIn')).toBe('Fikr Labs');
        expect(instance.t('loading')).toBe('Fikr Labs, loading');
        await vi.waitFor(async () => expect(await usageOf(MULTI_ORG)).toEqual([{ language_id: language.ar, organization_id: FIKR_LABS }]));

        await instance.changeLanguage('fr');
        await vi.waitFor(async () => expect(await fetchLanguagePreference(db, { userId: MULTI_ORG, organizationId: FIKR_LABS })).toMatchObject({ languageCode: 'fr' }));
        await vi.waitFor(() => expect(instance.t('auth.signIn')).toBe('Fikr Labs in French'));

        // Mentor Circle has no preference of hers: the language stays, Fikr Labs' texts go.
        store.getState().setUser({ id: MULTI_ORG, email: 'multi-org@fikrspace.test', firstName: 'Maya', lastName: 'Multiorg', organizationId: MENTOR_CIRCLE, enterpriseRole: null });
        await sync.settled();
        expect(instance.language).toBe('fr');
        await vi.waitFor(() => expect(instance.t('auth.signIn')).toBe('Se connecter'));

        store.getState().setUser(null);
        await sync.settled();
        await instance.changeLanguage('ar');
        expect(instance.t('auth.signIn')).toBe('تسجيل الدخول');
        expect(await fetchLanguagePreference(db, { userId: MULTI_ORG, organizationId: MENTOR_CIRCLE })).toBeNull();
        expect(logger.warn).not.toHaveBeenCalled();
        sync.stop();

        async function usageOf(userId: string) {
          const { data } = await service.from('translation_usage').select('language_id, organization_id').eq('user_id', userId).eq('page_url', 'http://localhost/sync');
          return data ?? [];
        }
      });
    });
  });
}
