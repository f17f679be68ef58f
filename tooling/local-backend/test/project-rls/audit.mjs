/**
 * Row level security of the audit log, as supabase-js sees it through the local backend: the reads
 * and writes ../project-rls.test.mjs runs as every persona. Ids, expectations and the service-role
 * helpers come in `kit` (see there). Mirrors supabase/tests/audit/.
 */

export function writes(kit) {
  const { expectOutcomes } = kit;
  return [
    ['audit_log', 'nobody writes the audit log', (db) => db.from('audit_log').insert({ table_name: 'users', operation: 'DELETE' }), expectOutcomes('denied')],
    ['audit_log', 'nobody rewrites the audit log', (db) => db.from('audit_log').update({ actor_id: null }).eq('table_name', 'users'), expectOutcomes('denied')],
    ['audit_log', 'nobody deletes the audit log', (db) => db.from('audit_log').delete().eq('table_name', 'users'), expectOutcomes('denied')],
  ];
}
