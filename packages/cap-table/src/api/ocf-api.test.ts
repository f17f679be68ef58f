import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../ledger-model';
import { importOcf } from '../ocf/import-ocf';
import { readOcfPackage, type OcfSource } from '../ocf/ocf-package';
import type { ImportPlan } from '../ocf/ocf-plan';
import { unzipSources } from '../ocf/ocf-zip';
import { coherentPackage } from '../ocf/testing/coherent-package';
import { OCF_DIR } from '../ocf/testing/ocf-validator';
import { exportOcfPackage } from './export-ocf-package';
import { getCapTableSnapshot } from './get-cap-table-snapshot';
import { getVestedQuantities } from './get-vested-quantities';
import { importOcfPackage } from './import-ocf-package';

/**
 * OCF import and export against the local backend: the coalition's samples imported into an empty
 * organization by its owner, exported, and the export imported into another empty organization
 * give the same cap table; Fikr Labs' seeded ledger (supabase/seeds/11_cap_table_ledger.sql)
 * exported and imported into an empty organization gives the same classes, plans, terms,
 * stakeholders, positions, vesting and fully diluted table on every date. Who may import is the
 * persona tests' (supabase/tests/cap-table/rls-ocf-import.test.ts).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;
const TODAY = isoDate(new Date());
const dayBefore = (days: number) => isoDate(new Date(Date.now() - days * 86_400_000));

const samples = (): OcfSource[] => readdirSync(path.join(OCF_DIR, 'samples')).map((file) => ({ path: `samples/${file}`, bytes: new Uint8Array(readFileSync(path.join(OCF_DIR, 'samples', file))) }));
function planOf(sources: OcfSource[]): ImportPlan {
  const read = readOcfPackage(sources);
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return importOcf(read.content).plan;
}
async function exportedPlan(db: DbClient, organizationId: string): Promise<ImportPlan> {
  const download = await exportOcfPackage(db, { organizationId, asOf: TODAY });
  const unzipped = unzipSources(download.zip);
  if ('problems' in unzipped) throw new Error(JSON.stringify(unzipped.problems));
  return planOf(unzipped.sources);
}

/** A cap table as of a date, by names instead of ids: what two organizations holding the same ledger share. */
async function ledgerOf(db: DbClient, organizationId: string, asOf: string) {
  const snapshot = await getCapTableSnapshot(db, { organizationId, asOf });
  const name = new Map<string | null, string>([
    ...snapshot.classes.map(({ shareClass }) => [shareClass.id, shareClass.name] as const),
    ...snapshot.plans.map((plan) => [plan.id, plan.name] as const),
    ...snapshot.terms.map((terms) => [terms.id, terms.name] as const),
    ...snapshot.stakeholders.map((holder) => [holder.id, holder.name] as const),
  ]);
  const vested = await getVestedQuantities(db, { organizationId, asOf, securityIds: snapshot.positions.map((position) => position.security_id) });
  const { data: emails } = await db.from('stakeholders').select('name, stakeholder_type, email').eq('organization_id', organizationId).order('name');
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    classes: snapshot.classes.map(({ shareClass: { id: _id, organization_id: _org, ...shareClass }, ...figures }) => ({ ...shareClass, ...figures })),
    plans: snapshot.plans.map((plan) => ({ name: plan.name, shareClass: name.get(plan.share_class_id), reserved: plan.shares_reserved, approved: plan.board_approved_on })),
    terms: snapshot.terms.map(({ id: _id, organization_id: _org, ...terms }) => terms),
    stakeholders: emails,
    holders: sorted(snapshot.holders.map(({ stakeholder_id: _id, ...row }) => row)),
    positions: sorted(
      snapshot.positions.map((position) => ({
        holder: name.get(position.stakeholder_id),
        kind: position.holding_kind,
        shareClass: name.get(position.share_class_id),
        plan: name.get(position.equity_plan_id),
        issuedOn: position.issued_on,
        issued: position.quantity_issued,
        outstanding: position.quantity_outstanding,
        price: position.price_per_share,
        terms: name.get(position.vesting_terms_id),
        vestingStarts: position.vesting_starts_on,
        vested: vested[position.security_id],
      })),
    ),
    convertibles: sorted(snapshot.convertibles.map((row) => ({ ...row, securityId: undefined, stakeholderId: undefined, holderName: row.holderName }))),
    pool: snapshot.pool,
    totals: snapshot.totals,
  };
}

for (const target of await targets()) {
  describe(`OCF import and export against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);
    /** Empty startups owned by other-startup@, with Fikr Cap open to them. */
    const empty: string[] = [];

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      for (const name of ['OCF Samples', 'OCF Samples Again', 'OCF Fikr Labs Copy', 'Acme Robotics', 'Acme Robotics Again']) {
        const { rows } = (await backend.db.query("insert into public.organizations (name, organization_type_id) select $1, t.id from public.organization_types t where t.name = 'startup' returning id", [name])) as { rows: { id: string }[] };
        const id = (rows[0] as { id: string }).id;
        await backend.db.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.otherStartup.id, id]);
        await backend.db.query("insert into public.organisation_roles (user_id, organization_id, role, is_active) values ($1, $2, 'owner', true)", [ACCOUNTS.otherStartup.id, id]);
        await backend.db.query("insert into public.team_member_product_access (user_id, organization_id, product_id, enabled) select $1, $2, p.id, true from public.fikr_products p where p.product_key = 'cap' on conflict (user_id, organization_id, product_id) do update set enabled = true", [ACCOUNTS.otherStartup.id, id]);
        empty.push(id);
      }
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.otherStartup].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('imports the coalition’s samples into an empty organization, and their export into another, to the same cap table', async () => {
      const db = await as(ACCOUNTS.otherStartup);
      const [first, second] = empty as [string, string];
      expect(await importOcfPackage(db, { organizationId: first, plan: planOf(samples()) })).toEqual({ share_classes: 2, equity_plans: 1, vesting_terms: 1, stakeholders: 4, transactions: 0 });
      const again = await exportedPlan(db, first);
      expect(await importOcfPackage(db, { organizationId: second, plan: again })).toEqual({ share_classes: 2, equity_plans: 1, vesting_terms: 1, stakeholders: 4, transactions: 0 });
      const [one, two] = await Promise.all([ledgerOf(db, first, TODAY), ledgerOf(db, second, TODAY)]);
      expect(two).toEqual(one);
      expect(one.classes.map((row) => row.name)).toEqual(['Series Seed Preferred', 'Common Stock']);
      expect(one.terms).toEqual([{ name: 'Four Year / One Year Cliff', period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 }]);
    });

    it('refuses to import the same package twice, and leaves the cap table as it was', async () => {
      const db = await as(ACCOUNTS.otherStartup);
      const before = await ledgerOf(db, empty[0] as string, TODAY);
      await expect(importOcfPackage(db, { organizationId: empty[0] as string, plan: planOf(samples()) })).rejects.toMatchObject({ code: 'DUPLICATE_RECORD', message: 'A share class named "Common Stock" is already in this cap table' });
      expect(await ledgerOf(db, empty[0] as string, TODAY)).toEqual(before);
    });

    it('exports Fikr Labs’ ledger and imports it into an empty organization: the same cap table on every date', async () => {
      const plan = await exportedPlan(await as(ACCOUNTS.startup), ORG.fikrLabs);
      expect(plan.transactions).toHaveLength(13);
      const copy = empty[2] as string;
      const owner = await as(ACCOUNTS.otherStartup);
      expect(await importOcfPackage(owner, { organizationId: copy, plan })).toEqual({ share_classes: 2, equity_plans: 1, vesting_terms: 3, stakeholders: 9, transactions: 13 });
      for (const asOf of [TODAY, dayBefore(10), dayBefore(151), dayBefore(201), dayBefore(500), dayBefore(900)]) {
        const [original, imported] = await Promise.all([ledgerOf(await as(ACCOUNTS.startup), ORG.fikrLabs, asOf), ledgerOf(owner, copy, asOf)]);
        expect(imported, asOf).toEqual(original);
      }
      const today = await ledgerOf(owner, copy, TODAY);
      expect(today.totals.fullyDiluted).toBe(10_800_000);
      expect(today.convertibles).toHaveLength(1);
    });

    it('applies every kind of the ledger from another tool’s package, and round-trips it through an export', async () => {
      const owner = await as(ACCOUNTS.otherStartup);
      const [, , , acme, again] = empty as [string, string, string, string, string];
      const plan = planOf(coherentPackage());
      expect(await importOcfPackage(owner, { organizationId: acme, plan })).toEqual({ share_classes: 2, equity_plans: 1, vesting_terms: 1, stakeholders: 4, transactions: plan.transactions.length });
      const { data: kinds } = await owner.from('cap_table_transactions').select('kind').eq('organization_id', acme);
      expect(new Set(kinds?.map((row) => row.kind))).toEqual(new Set(plan.transactions.map((row) => row.kind)));
      await importOcfPackage(owner, { organizationId: again, plan: await exportedPlan(owner, acme) });
      for (const asOf of [TODAY, '2025-08-01', '2025-03-05', '2024-07-01']) expect(await ledgerOf(owner, again, asOf), asOf).toEqual(await ledgerOf(owner, acme, asOf));
    });
  });
}
