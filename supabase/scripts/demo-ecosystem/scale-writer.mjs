import { performance } from 'node:perf_hooks';
import { metricSeries } from './metrics.mjs';
import { createEcosystem, SCALE_COUNTS } from './model.mjs';
import { startupProfile } from './profiles.mjs';

/** Rows per statement: large enough that round trips do not dominate, small enough to keep each statement's memory modest. */
const BATCH = 5_000;
const METRIC_BATCH = 20_000;

/** The scale ecosystem's other audiences in proportion to a number of startups. */
export function scaledCounts(startups) {
  if (!Number.isInteger(startups) || startups < 1) throw new Error(`--startups must be a positive whole number, not ${startups}`);
  return Object.fromEntries(
    Object.entries(SCALE_COUNTS).map(([key, count]) => [key, key === 'startups' ? startups : Math.max(1, Math.round((count * startups) / SCALE_COUNTS.startups))]),
  );
}

function* batches(rows, size) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Column arrays of a batch of row objects, for `unnest($1::uuid[], $2::text[], ...)`. */
function columns(rows, pickers) {
  return pickers.map((pick) => rows.map(pick));
}

async function removeEarlierRun(tx, ecosystem) {
  // Deleting the auth users takes their profiles, memberships, matrix roles and product access
  // with them (foreign keys on delete cascade); the organizations go after.
  // Joins with unnest rather than `id = any($1)`: within the transaction the planner still
  // believes the tables small, and an array filter over a sequential scan grows with both sizes.
  await tx.query('delete from auth.users u using unnest($1::uuid[]) as v(id) where u.id = v.id', [ecosystem.members.map((member) => member.id)]);
  await tx.query('delete from public.organizations o using unnest($1::uuid[]) as v(id) where o.id = v.id', [ecosystem.organizations.map((organization) => organization.id)]);
}

async function writeOrganizations(tx, ecosystem) {
  const profiles = ecosystem.seededOrganizations;
  await tx.query(
    `update public.organizations o
     set country_code = v.country_code, city = v.city, sector = v.sector::public.organization_sector
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as v(id, country_code, city, sector)
     where o.id = v.id`,
    columns(profiles, [(p) => p.id, (p) => p.countryCode, (p) => p.city, (p) => p.sector]),
  );
  for (const rows of batches(ecosystem.organizations, BATCH)) {
    await tx.query(
      `insert into public.organizations (id, name, organization_type_id, country_code, city, sector)
       select v.id, v.name, t.id, v.country_code, v.city, v.sector::public.organization_sector
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) as v(id, name, type_name, country_code, city, sector)
       join public.organization_types t on t.name = v.type_name`,
      columns(rows, [(o) => o.id, (o) => o.name, (o) => o.type, (o) => o.countryCode, (o) => o.city, (o) => o.sector]),
    );
  }
}

/** The members as the seed file creates them (sql-writer.mjs): auth user, identity, current organization, matrix role. */
async function writeMembers(tx, ecosystem, progress) {
  const hasIdentities = (await tx.query("select to_regclass('auth.identities') is not null as present")).rows[0].present;
  const tokenColumns = (
    await tx.query(
      `select column_name from information_schema.columns
       where table_schema = 'auth' and table_name = 'users'
         and column_name in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change',
                             'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token')
       order by column_name`,
    )
  ).rows.map((row) => row.column_name);
  const ownerOf = new Map(ecosystem.organizations.map((organization) => [organization.id, organization.members[0].id]));
  let done = 0;
  for (const rows of batches(ecosystem.members, BATCH)) {
    const [ids, emails, firstNames, lastNames, organizationIds] = columns(rows, [(m) => m.id, (m) => m.email, (m) => m.firstName, (m) => m.lastName, (m) => m.organizationId]);
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       select '00000000-0000-0000-0000-000000000000', v.id, 'authenticated', 'authenticated', v.email, '', now(),
              '{"provider": "email", "providers": ["email"]}'::jsonb,
              jsonb_build_object('first_name', v.first_name, 'last_name', v.last_name, 'role', 'user'), now(), now()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as v(id, email, first_name, last_name)`,
      [ids, emails, firstNames, lastNames],
    );
    if (hasIdentities) {
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         select v.id::text, v.id, jsonb_build_object('sub', v.id::text, 'email', v.email, 'email_verified', true), 'email', now(), now(), now()
         from unnest($1::uuid[], $2::text[]) as v(id, email)`,
        [ids, emails],
      );
    }
    if (tokenColumns.length) {
      const assignments = tokenColumns.map((column) => `"${column}" = coalesce("${column}", '')`).join(', ');
      await tx.query(`update auth.users u set ${assignments} from unnest($1::uuid[]) as v(id) where u.id = v.id`, [ids]);
    }
    await tx.query(
      `update public.users u set organization_id = v.organization_id
       from unnest($1::uuid[], $2::uuid[]) as v(id, organization_id) where u.id = v.id`,
      [ids, organizationIds],
    );
    await tx.query(
      `insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
       select v.user_id, v.organization_id, v.role, v.granted_by, true
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[]) as v(user_id, organization_id, role, granted_by)`,
      [ids, organizationIds, rows.map((m) => m.organisationRole), rows.map((m) => (m.organisationRole === 'owner' ? null : ownerOf.get(m.organizationId)))],
    );
    done += rows.length;
    progress(`${done} of ${ecosystem.members.length} members written`);
  }
}

/**
 * The generated startups' profiles, as the seed file writes them. Removing the earlier run took
 * the old ones with their organizations (on delete cascade), the seed's included.
 */
async function writeStartupProfiles(tx, ecosystem) {
  for (const startups of batches(ecosystem.startups, BATCH)) {
    const profiles = startups.map(startupProfile);
    await tx.query(
      `insert into public.startup_profiles (organization_id, legal_name, display_name, tagline, description, sector, sub_sector, stage, business_model,
                                            country_code, city, founded_on, website, team_size, is_listed)
       select v.organization_id, v.legal_name, v.display_name, v.tagline, v.description, v.sector::public.organization_sector, v.sub_sector,
              v.stage::public.startup_stage, v.business_model::public.business_model, v.country_code, v.city, v.founded_on, v.website, v.team_size, v.is_listed
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::date[], $13::text[], $14::integer[], $15::boolean[])
         as v(organization_id, legal_name, display_name, tagline, description, sector, sub_sector, stage, business_model, country_code, city, founded_on, website, team_size, is_listed)`,
      columns(profiles, [
        (p) => p.organizationId,
        (p) => p.legalName,
        (p) => p.displayName,
        (p) => p.tagline,
        (p) => p.description,
        (p) => p.sector,
        (p) => p.subSector,
        (p) => p.stage,
        (p) => p.businessModel,
        (p) => p.countryCode,
        (p) => p.city,
        (p) => p.foundedOn,
        (p) => p.website,
        (p) => p.teamSize,
        (p) => p.isListed,
      ]),
    );
  }
}

const METRIC_COLUMNS = ['organization_id', 'metric_key', 'period', 'value'];

/** Whether public.metric_values exists with the columns the series fill. */
async function metricTableReady(tx) {
  const { rows } = await tx.query(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'metric_values' and column_name = any($1::text[])",
    [METRIC_COLUMNS],
  );
  return rows.length === METRIC_COLUMNS.length;
}

async function writeMetrics(tx, ecosystem) {
  await tx.query('delete from public.metric_values m using unnest($1::uuid[]) as v(id) where m.organization_id = v.id', [ecosystem.startups.map((startup) => startup.id)]);
  let written = 0;
  let pending = [];
  const flush = async () => {
    await tx.query(
      `insert into public.metric_values (organization_id, metric_key, period, value)
       select * from unnest($1::uuid[], $2::text[], $3::date[], $4::numeric[])`,
      columns(pending, [(v) => v.organizationId, (v) => v.metricKey, (v) => v.period, (v) => v.value]),
    );
    written += pending.length;
    pending = [];
  };
  for (const startup of ecosystem.startups) {
    pending.push(...metricSeries(startup));
    if (pending.length >= METRIC_BATCH) await flush();
  }
  if (pending.length) await flush();
  return written;
}

/**
 * Writes the ecosystem of `counts` into a database in one transaction, first deleting whatever
 * rows of the same ids an earlier run (or the seed file) left, so a re-run replaces them. Metric
 * series are written only when public.metric_values exists. Returns the counts and seconds.
 */
export async function writeScaleEcosystem(db, counts = SCALE_COUNTS, { log = () => undefined } = {}) {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const ecosystem = createEcosystem(counts);
  log(`generated ${ecosystem.organizations.length} organizations and ${ecosystem.members.length} members in ${seconds()} s`);
  const summary = await db.transaction(async (tx) => {
    await removeEarlierRun(tx, ecosystem);
    log(`removed the earlier run at ${seconds()} s`);
    await writeOrganizations(tx, ecosystem);
    log(`organizations written at ${seconds()} s`);
    await writeMembers(tx, ecosystem, (line) => log(`${line} at ${seconds()} s`));
    await writeStartupProfiles(tx, ecosystem);
    log(`startup profiles written at ${seconds()} s`);
    const metricValues = (await metricTableReady(tx)) ? await writeMetrics(tx, ecosystem) : null;
    if (metricValues === null) log('skipped the metric values: there is no public.metric_values table with organization_id, metric_key, period and value');
    else log(`metric values written at ${seconds()} s`);
    const count = async (table) =>
      Number((await tx.query(`select count(*) from ${table} t join unnest($1::uuid[]) as v(id) on t.organization_id = v.id`, [ecosystem.organizations.map((organization) => organization.id)])).rows[0].count);
    return {
      organizations: ecosystem.organizations.length,
      startups: ecosystem.startups.length,
      members: ecosystem.members.length,
      memberships: await count('public.organization_members'),
      organisationRoles: await count('public.organisation_roles'),
      productAccess: await count('public.team_member_product_access'),
      startupProfiles: await count('public.startup_profiles'),
      metricValues: metricValues ?? 'skipped: no public.metric_values table',
    };
  });
  return { ...summary, counts, seconds: seconds() };
}
