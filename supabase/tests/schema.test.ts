import { describe, expect, it } from 'vitest';
import { asOwner, targets, useDatabase, type Database } from './support/database';
import { tablesByFolder } from './support/tables';

// Rules the whole schema keeps, checked from the catalog so a new table or policy cannot forget
// them.

async function rows<Row>(db: Database, sql: string): Promise<Row[]> {
  return asOwner(db, async (tx) => (await tx.query<Row>(sql)).rows);
}

const PUBLIC_TABLES = `select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`;

describe.each(targets)('schema rules on $name', (target) => {
  const db = useDatabase(target);

  it('has exactly the public tables the contexts list in their tables.ts, each in one context', async () => {
    const names = (await rows<{ relname: string }>(db(), PUBLIC_TABLES)).map((row) => row.relname).sort();
    const listed = [...(await tablesByFolder()).values()].flat();
    expect(listed.length, 'a table listed by two contexts').toBe(new Set(listed).size);
    expect(names).toEqual([...listed].sort());
  });

  it('enables row level security on every public table', async () => {
    const unprotected = await rows<{ relname: string }>(db(), `${PUBLIC_TABLES} and not c.relrowsecurity`);
    expect(unprotected).toEqual([]);
  });

  it('writes one policy per command and table, never one for all commands', async () => {
    const policies = await rows<{ tablename: string; cmd: string; count: number }>(
      db(),
      "select tablename, cmd, count(*)::int as count from pg_policies where schemaname = 'public' group by tablename, cmd",
    );
    expect(policies.filter((policy) => policy.cmd === 'ALL')).toEqual([]);
    expect(policies.filter((policy) => policy.count > 1)).toEqual([]);
  });

  it('evaluates auth.uid() and the caller helpers once per statement, not once per row', async () => {
    const policies = await rows<{ policyname: string; expression: string }>(
      db(),
      "select policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression from pg_policies where schemaname = 'public'",
    );
    const unwrapped = policies.filter(({ expression }) =>
      ['auth.uid()', 'app.current_user_id()', 'app.is_owner_or_manager()'].some((call) => expression.split(call).length !== expression.split(`SELECT ${call}`).length),
    );
    expect(unwrapped).toEqual([]);
  });

  it('indexes the first column of every foreign key', async () => {
    const unindexed = await rows<{ constraint: string }>(
      db(),
      `select con.conname as constraint
       from pg_constraint con
       join pg_namespace n on n.oid = con.connamespace
       where con.contype = 'f' and n.nspname in ('public', 'app')
         and not exists (
           select 1 from pg_index i where i.indrelid = con.conrelid and i.indkey[0] = con.conkey[1]
         )`,
    );
    expect(unindexed).toEqual([]);
  });

  it('keeps updated_at current with a trigger on every table that has one', async () => {
    const missing = await rows<{ table_name: string }>(
      db(),
      `select c.table_name from information_schema.columns c
       where c.table_schema = 'public' and c.column_name = 'updated_at'
         and not exists (
           select 1 from pg_trigger t
           where t.tgrelid = format('public.%I', c.table_name)::regclass and t.tgfoid = 'app.set_updated_at()'::regprocedure
         )`,
    );
    expect(missing).toEqual([]);
  });

  it('gives anonymous visitors only reference data reads and translation-usage inserts: analytics come in through the edge functions', async () => {
    const privileges = await rows<{ relname: string; privilege: string }>(
      db(),
      `select c.relname, p.privilege
       from (${PUBLIC_TABLES}) c
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
       where has_table_privilege('anon', c.oid, p.privilege)
          or case when p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') then has_any_column_privilege('anon', c.oid, p.privilege) else false end
       order by 1, 2`,
    );
    expect(privileges.map((row) => `${row.relname} ${row.privilege}`)).toEqual([
      'cms_brand_kits SELECT',
      'cms_themes SELECT',
      'fikr_products SELECT',
      'languages SELECT',
      'organization_types SELECT',
      'translation_usage INSERT',
      'translation_values SELECT',
    ]);
  });

  it('lets signed-in users only read the job queue, the mail outbox and the invitations, and nowhere truncate, reference or trigger', async () => {
    const privileges = await rows<{ relname: string; privilege: string }>(
      db(),
      `select c.relname, p.privilege
       from (${PUBLIC_TABLES}) c
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
       where (
           has_table_privilege('authenticated', c.oid, p.privilege)
           or case when p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') then has_any_column_privilege('authenticated', c.oid, p.privilege) else false end
         )
         and ((c.relname in ('background_jobs', 'mail_outbox', 'organization_invitations') and p.privilege <> 'SELECT') or p.privilege in ('TRUNCATE', 'REFERENCES', 'TRIGGER'))`,
    );
    expect(privileges).toEqual([]);
  });

  it('keeps the helper schema private: no table in it is readable through the API roles', async () => {
    const readable = await rows<{ relname: string }>(
      db(),
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'app' and c.relkind = 'r'
         and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))`,
    );
    expect(readable).toEqual([]);
    const publicUsage = await rows<{ usable: boolean }>(db(), "select has_schema_privilege('public', 'app', 'USAGE') as usable");
    expect(publicUsage).toEqual([{ usable: false }]);
  });

  it('pins the search path of every helper, and every non-trigger helper is security definer', async () => {
    const helpers = await rows<{ proname: string; definer: boolean; config: string[] | null; trigger: boolean }>(
      db(),
      `select p.proname, p.prosecdef as definer, p.proconfig as config, p.prorettype = 'trigger'::regtype as trigger
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'app'`,
    );
    expect(helpers.length).toBeGreaterThan(10);
    for (const helper of helpers) {
      expect(helper.config, helper.proname).toContain('search_path=""');
      if (!helper.trigger && helper.proname !== 'set_updated_at') expect(helper.definer, helper.proname).toBe(true);
    }
  });

  it('lets signed-in users call the access functions, the summaries and the operators\' queue functions, and only the service role the worker\'s', async () => {
    const functions = await rows<{ name: string; definer: boolean; config: string[] | null; anon: boolean; authenticated: boolean; service: boolean }>(
      db(),
      `select p.proname as name, p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
              has_function_privilege('service_role', p.oid, 'EXECUTE') as service
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    );
    const access = ['accept_invitation', 'assign_role', 'can_manage_access', 'check_permission', 'create_invitation', 'grant_permission', 'revoke_invitation', 'revoke_permission', 'set_product_access'].map((name) => ({
      name,
      definer: true,
      config: ['search_path=""'],
      anon: false,
      authenticated: true,
      service: false,
    }));
    // The summaries run with the caller's rights, so row level security decides what they count.
    const summaries = ['analytics_summary', 'route_performance_summary'].map((name) => ({
      name,
      definer: false,
      config: ['search_path=""'],
      anon: false,
      authenticated: true,
      service: true,
    }));
    // The worker's protocol and maintenance: the service role only.
    const worker = ['claim_jobs', 'cleanup_finished_jobs', 'complete_job', 'enqueue_notification_digests', 'fail_job', 'purge_expired_analytics'].map((name) => ({
      name,
      definer: false,
      config: ['search_path=""'],
      anon: false,
      authenticated: false,
      service: true,
    }));
    // An invitation link's holder reads what it is for, signed in or not; the function that
    // creates the invitee's account asks who owns the address.
    const invitationLinks = [
      { name: 'invitation_account', definer: true, config: ['search_path=""'], anon: false, authenticated: false, service: true },
      { name: 'invitation_for_token', definer: true, config: ['search_path=""'], anon: true, authenticated: true, service: false },
    ];
    const operators = [
      { name: 'job_queue_stats', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: true },
      { name: 'retry_job', definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      { name: 'system_health', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: true },
    ];
    // A member's own inbox: each acts as the caller, so the policies decide; the service has no caller.
    const inbox = [
      { name: 'mark_conversation_read', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      { name: 'mark_notifications_read', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      { name: 'my_conversations', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      // Checks that the caller may message everyone it adds, then writes as the owner.
      { name: 'start_conversation', definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: false },
    ];
    // Metrics: each checks the caller's matrix rights itself, and the series reads what a grant allows.
    const metrics = ['add_marketing_channel', 'correct_metric_value', 'data_share_grantee_candidates', 'data_share_grantees', 'metric_series', 'metric_shares_with_me', 'remove_custom_metric', 'remove_marketing_channel', 'rename_marketing_channel', 'revoke_data_share', 'share_metrics', 'submit_metric_period'].map((name) => ({
      name,
      definer: true,
      config: ['search_path=""'],
      anon: false,
      authenticated: true,
      service: false,
    }));
    // The worker's reminders read every startup's months and roles, so they run as the owner.
    const reminders = [{ name: 'remind_metric_submissions', definer: true, config: ['search_path=""'], anon: false, authenticated: false, service: true }];
    // Pitch decks: each checks the caller's matrix rights or share itself; a link's holder opens it signed in or not.
    const pitchDecks = [
      ...['pitch_deck_grantee_candidates', 'pitch_deck_grantees', 'pitch_deck_view_log', 'record_pitch_deck_view', 'set_current_pitch_deck', 'shared_pitch_decks'].map((name) => ({ name, definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: false })),
      { name: 'open_pitch_deck_link', definer: true, config: ['search_path=""'], anon: true, authenticated: true, service: false },
    ];
    // The data room: each checks the caller's matrix rights or grants itself; the worker's reminders read every startup's documents.
    const dataRoom = ['data_room_access_entries', 'data_room_grantees', 'data_rooms_shared_with_me', 'record_data_room_access'].map((name) => ({ name, definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: false }));
    const dataRoomReminders = [{ name: 'remind_expiring_data_room_documents', definer: true, config: ['search_path=""'], anon: false, authenticated: false, service: true }];
    // A network's organizations by name: each checks the caller's membership or matrix rights itself.
    const network = ['network_counterpart_candidates', 'network_counterparts'].map((name) => ({ name, definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: false }));
    // The cap table's ledger views: positions and vesting run with the caller's rights, so the
    // policies decide which securities they derive; the fully diluted table counts the whole
    // ledger once as the owner and checks the caller's rights itself.
    const capTable = [
      { name: 'cap_table_fully_diluted', definer: true, config: ['search_path=""'], anon: false, authenticated: true, service: true },
      ...['cap_table_positions', 'vested_quantity'].map((name) => ({ name, definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: true })),
      // Closing a round writes the ledger as the caller, so the ledger's own policies decide.
      { name: 'close_funding_round', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      // An OCF import inserts as the caller, so the tables' policies and the ledger's trigger decide each row.
      { name: 'cap_table_import', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
      // Converting a round scenario records its transactions as the caller, like recording them by hand.
      { name: 'convert_round_scenario', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: true },
    ];
    // Programs: each checks the caller's matrix rights, membership or assignment itself, then reads
    // across tenants (names, every reviewer's scores) or writes an application's status.
    const programs = ['application_ranking', 'assign_reviewers', 'decide_applications', 'program_startups', 'review_completion', 'withdraw_application'].map((name) => ({
      name,
      definer: true,
      config: ['search_path=""'],
      anon: false,
      authenticated: true,
      service: false,
    }));
    // Fikr Score: sending, reminding, cancelling and submitting check the caller's matrix rights
    // themselves and write as the owner; the results, the scorecard and the names read across the
    // two organizations of an assessment for whoever may see it. A new template version is
    // drafted as the caller, so the templates' policies decide (operators only).
    const score = [
      ...['assessment_counterparts', 'assessment_recipients', 'assessment_results', 'assessment_total', 'cancel_assessment', 'remind_assessments', 'send_assessment', 'startup_scorecard', 'submit_assessment'].map((name) => ({
        name,
        definer: true,
        config: ['search_path=""'],
        anon: false,
        authenticated: true,
        service: false,
      })),
      { name: 'draft_assessment_template_version', definer: false, config: ['search_path=""'], anon: false, authenticated: true, service: false },
    ];
    expect(functions).toEqual(
      [...access, ...summaries, ...worker, ...invitationLinks, ...operators, ...inbox, ...metrics, ...reminders, ...network, ...pitchDecks, ...dataRoom, ...dataRoomReminders, ...capTable, ...programs, ...score].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });
});
