import { describe, expect, it } from 'vitest';
import { asService, targets, useDatabase } from '../support/database';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Only the platform operators (owner, manager) read these rows, and nobody writes them through
// the API: every other persona, the owners of the other tenants included, gets the default of
// each expectation, however many rows of their own organization it records.

describe.each(targets)('audit log rows on $name', (target) => {
  const db = useDatabase(target);

  describe('audit_log', () => {
    it('only owners and managers read the audit log', async () => {
      const total = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.audit_log')).rows[0]?.count));
      expect(total).toBeGreaterThan(0);
      expect(await readOutcomes(db(), 'select count(*) from public.audit_log')).toEqual(expectOutcomes(0, { anon: 'denied', owner: total, manager: total }));
    });

    it('nobody writes the audit log through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.audit_log (table_name, operation) values ('users', 'DELETE')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.audit_log set actor_id = null')).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.audit_log')).toEqual(expectOutcomes('denied'));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
