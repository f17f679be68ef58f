import { describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, claimsOf } from '../support/demo';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, writeOutcomes } from '../support/outcomes';

// public.stakeholders' link to an account (user_id), which lets a stakeholder who is a member see
// their own holdings: found by the row's e-mail among the company's members, made when someone
// with that address joins, and never to an account outside the company.

const FL = ORG.fikrLabs;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;

const linkedTo = async (tx: Queryable, name: string) =>
  (await tx.query<{ user_id: string | null }>('select user_id from public.stakeholders where organization_id = $1 and name = $2', [FL, name])).rows[0]?.user_id ?? null;

describe.each(targets)('stakeholders linked to accounts on $name', (target) => {
  const db = useDatabase(target);

  it('links a new stakeholder to the member whose e-mail it names, whatever its case', async () => {
    const linked = await asUser(db(), claimsOf('startup'), async (tx) => {
      await tx.query("insert into public.stakeholders (organization_id, name, stakeholder_type, email) values ($1, 'Eddie Editor', 'employee', $2)", [FL, ACCOUNTS.editor.email.toUpperCase()]);
      return linkedTo(tx, 'Eddie Editor');
    });
    expect(linked).toBe(ACCOUNTS.editor.id);
  });

  it('leaves a stakeholder whose e-mail is no member’s unlinked, and refuses an account outside the company', async () => {
    const outcome = await asUser(db(), claimsOf('startup'), async (tx) => {
      await tx.query("insert into public.stakeholders (organization_id, name, stakeholder_type, email) values ($1, 'Outside Investor', 'investor', $2)", [FL, ACCOUNTS.investor.email]);
      const unlinked = await linkedTo(tx, 'Outside Investor');
      const refusal = await rejectionOf(tx.query("update public.stakeholders set user_id = $2 where organization_id = $1 and name = 'Outside Investor'", [FL, ACCOUNTS.investor.id]));
      return { unlinked, refusal };
    });
    expect(outcome.unlinked).toBeNull();
    expect(outcome.refusal.code).toBe('23514');
  });

  it(
    'is set by the stakeholders’ writers only, like the rest of the row',
    async () => {
      const link = "update public.stakeholders set user_id = $2 where organization_id = $1 and name = 'Haddad Family Trust'";
      expect(await writeOutcomes(db(), link, [FL, ACCOUNTS.user.id])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it('links the stakeholder rows written to an address when its owner joins the company', async () => {
    const linked = await asOwner(db(), async (tx) => {
      await tx.query("insert into public.stakeholders (organization_id, name, stakeholder_type, email) values ($1, 'Future Advisor', 'advisor', $2)", [FL, ACCOUNTS.investor.email]);
      const before = await linkedTo(tx, 'Future Advisor');
      await tx.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.investor.id, FL]);
      return { before, after: await linkedTo(tx, 'Future Advisor') };
    });
    expect(linked).toEqual({ before: null, after: ACCOUNTS.investor.id });
  });
});
