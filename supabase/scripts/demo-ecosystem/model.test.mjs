import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, SECTORS, STAGES } from './geography.mjs';
import { ecosystemId, uuidV5 } from './ids.mjs';
import { METRICS, PERIODS, metricSeries } from './metrics.mjs';
import { createEcosystem, DEFAULT_COUNTS, MEMBER_EMAIL_DOMAIN, SEEDED_ORGANIZATION_PROFILES } from './model.mjs';
import { LISTED_SHARE, SEEDED_STARTUP_PROFILES, STAGE_ENUM, startupProfile, startupProfiles } from './profiles.mjs';

const SUPABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATION = readFileSync(path.join(SUPABASE, 'migrations/20261127000500_tenancy_organization_country_and_sector.sql'), 'utf8');
const PROFILES_MIGRATION = readFileSync(path.join(SUPABASE, 'migrations/20261128000800_companies_startup_profiles.sql'), 'utf8');
const COUNTRY_CODES_MIGRATION = readFileSync(path.join(SUPABASE, 'migrations/20261128000750_tenancy_country_codes.sql'), 'utf8');
// The seeds written by hand; 21_cap_table_ecosystem.sql, 40_metrics.sql and 75_programs.sql are
// generated from this ecosystem, so they name its startups.
const GENERATED_SEEDS = ['20_ecosystem.sql', '21_cap_table_ecosystem.sql', '40_metrics.sql', '75_programs.sql'];
const OTHER_SEEDS = readdirSync(path.join(SUPABASE, 'seeds'))
  .filter((file) => file.endsWith('.sql') && !GENERATED_SEEDS.includes(file))
  .map((file) => readFileSync(path.join(SUPABASE, 'seeds', file), 'utf8'))
  .join('\n');

const ARABIC = /[\u0600-\u06ff]/;
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ecosystem = createEcosystem();
const ofType = (type) => ecosystem.organizations.filter((organization) => organization.type === type);

describe('the demo ecosystem', () => {
  it('has the startups and the audiences around them', () => {
    expect(ecosystem.startups.length).toBeGreaterThanOrEqual(60);
    expect({
      accelerators: ofType('accelerator').length,
      mentors: ofType('mentor').length,
      investors: ofType('venture_capital').length,
      universities: ofType('university').length,
      governmentBodies: ofType('government').length,
    }).toEqual({ accelerators: 3, mentors: 8, investors: 5, universities: 2, governmentBodies: 2 });
  });

  it('spreads the startups over the eight required countries and at least ten sectors', () => {
    const countries = new Set(ecosystem.startups.map((startup) => startup.countryCode));
    expect([...countries]).toEqual(expect.arrayContaining(['SA', 'AE', 'EG', 'JO', 'MA', 'TN', 'LB', 'QA']));
    expect(new Set(ecosystem.startups.map((startup) => startup.sector)).size).toBeGreaterThanOrEqual(10);
  });

  it('places every organization in a city of its country', () => {
    const citiesOf = new Map(COUNTRIES.map((country) => [country.code, country.cities]));
    for (const organization of ecosystem.organizations) expect(citiesOf.get(organization.countryCode)).toContain(organization.city);
  });

  it('names organizations in Arabic script, French and English', () => {
    const byLanguage = (language) => ecosystem.organizations.filter((organization) => organization.nameLanguage === language);
    expect(byLanguage('ar').length).toBeGreaterThan(0);
    expect(byLanguage('ar').every((organization) => ARABIC.test(organization.name))).toBe(true);
    expect(byLanguage('fr').length).toBeGreaterThan(0);
    expect(byLanguage('en').length).toBeGreaterThan(0);
    expect([...byLanguage('fr'), ...byLanguage('en')].some((organization) => ARABIC.test(organization.name))).toBe(false);
    // Maghreb names lean French, Gulf names never are.
    expect(byLanguage('fr').every((organization) => ['MA', 'TN', 'LB'].includes(organization.countryCode))).toBe(true);
  });

  it('gives every organization members and exactly one owner', () => {
    for (const organization of ecosystem.organizations) {
      expect(organization.members.length).toBeGreaterThan(0);
      expect(organization.members.filter((member) => member.organisationRole === 'owner')).toHaveLength(1);
      expect(organization.members.every((member) => member.organizationId === organization.id)).toBe(true);
    }
    expect(ecosystem.members).toHaveLength(ecosystem.organizations.reduce((sum, organization) => sum + organization.members.length, 0));
  });

  it('has mentors who work alone as a one-person organization named after them', () => {
    const individuals = ofType('mentor').filter((mentor) => mentor.individual);
    expect(individuals.length).toBeGreaterThan(0);
    for (const mentor of individuals) expect(mentor.name).toBe(`${mentor.members[0].firstName} ${mentor.members[0].lastName}`);
  });

  it('gives stable, unique name-based ids', () => {
    const ids = [...ecosystem.organizations.map((organization) => organization.id), ...ecosystem.members.map((member) => member.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => UUID_V5.test(id))).toBe(true);
    expect(ecosystem.startups[0].id).toBe(ecosystemId('organization', 'startup-0'));
    expect(ecosystem.startups[0].id).toBe('ada6ff8d-a132-5b7a-9dc4-1e2eac3451ec');
    // RFC 9562's own example: www.example.com in the DNS namespace.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives unique addresses under the reserved test domain', () => {
    const emails = ecosystem.members.map((member) => member.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((email) => email.endsWith(`@${MEMBER_EMAIL_DOMAIN}`) && /^[a-z0-9.-]+@[a-z0-9.-]+$/.test(email))).toBe(true);
  });

  it('shares no id or address with the other seeds', () => {
    const taken = new Set([...OTHER_SEEDS.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'i')].map(([id]) => id.toLowerCase()));
    const takenEmails = new Set([...OTHER_SEEDS.matchAll(/[\w.+-]+@[\w.-]+\.\w+/g)].map(([email]) => email.toLowerCase()));
    expect(taken.size).toBeGreaterThan(15);
    expect(takenEmails).toContain('owner@fikrspace.test');
    expect(ecosystem.organizations.filter((organization) => taken.has(organization.id))).toEqual([]);
    expect(ecosystem.members.filter((member) => taken.has(member.id) || takenEmails.has(member.email))).toEqual([]);
  });

  it('profiles the seven organizations of the platform seed', () => {
    const types = 'startup|mentor|accelerator|venture_capital|university|government';
    const seeded = [...OTHER_SEEDS.matchAll(new RegExp(`\\('(00000000-0000-4000-b000-\\d{12})', '([^']+)', '(?:${types})'`, 'g'))].map(([, id, name]) => ({ id, name }));
    expect(SEEDED_ORGANIZATION_PROFILES.map(({ id, name }) => ({ id, name }))).toEqual(seeded);
    // A page or test that finds a platform organization by name still finds exactly one.
    const names = new Set(seeded.map(({ name }) => name));
    expect(ecosystem.organizations.filter((organization) => names.has(organization.name))).toEqual([]);
  });

  it('uses only sectors and country codes the migration accepts', () => {
    const enumValues = [...MIGRATION.match(/create type public\.organization_sector as enum \(([^)]*)\)/)[1].matchAll(/'([a-z_]+)'/g)].map(([, value]) => value);
    expect(SECTORS).toEqual(enumValues);
    const countryCodes = new Set([...MIGRATION.match(/country_code in \(([^)]*)\)/)[1].matchAll(/'([A-Z]{2})'/g)].map(([, code]) => code));
    expect(countryCodes.size).toBe(249);
    for (const country of COUNTRIES) expect(countryCodes).toContain(country.code);
  });

  it('comes out the same for the same counts, and its first startups the same for any count', () => {
    expect(createEcosystem()).toEqual(ecosystem);
    const larger = createEcosystem({ ...DEFAULT_COUNTS, startups: 90 });
    expect(larger.startups.slice(0, 60)).toEqual(ecosystem.startups);
  });
});

describe('the metric series', () => {
  const series = metricSeries(ecosystem.startups[0]);

  it('holds every metric for every month', () => {
    expect(PERIODS).toHaveLength(24);
    expect(PERIODS[0]).toBe('2024-11-01');
    expect(PERIODS.at(-1)).toBe('2026-10-01');
    expect(series).toHaveLength(METRICS.length * PERIODS.length);
    expect(new Set(series.map((value) => `${value.metricKey} ${value.period}`)).size).toBe(series.length);
  });

  it('holds whole, non-negative numbers, with a team of at least one', () => {
    for (const startup of ecosystem.startups) {
      for (const value of metricSeries(startup)) {
        expect(Number.isInteger(value.value) && value.value >= 0).toBe(true);
        if (value.metricKey === 'headcount') expect(value.value).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('is the same on every call, whatever was generated in between', () => {
    metricSeries(ecosystem.startups[1]);
    expect(metricSeries(ecosystem.startups[0])).toEqual(series);
  });
});

/** The labels of an enum the migration creates, in its order. */
const enumValues = (sql, name) => [...sql.match(new RegExp(`create type public\\.${name} as enum \\(([^)]*)\\)`))[1].matchAll(/'([a-z_0-9]+)'/g)].map(([, value]) => value);

describe('the startup profiles', () => {
  const profiles = startupProfiles(ecosystem);
  const generated = profiles.slice(SEEDED_STARTUP_PROFILES.length);
  const startupOf = new Map(ecosystem.startups.map((startup) => [startup.id, startup]));
  const [fikrLabs, nileRobotics] = SEEDED_STARTUP_PROFILES;

  it('gives both startups of the platform seed and every generated startup one profile', () => {
    const seededStartups = SEEDED_ORGANIZATION_PROFILES.filter(({ name }) => ['Fikr Labs', 'Nile Robotics'].includes(name)).map(({ id }) => id);
    expect(profiles.map((profile) => profile.organizationId)).toEqual([...seededStartups, ...ecosystem.startups.map((startup) => startup.id)]);
    expect(generated.every((profile) => profile.displayName === startupOf.get(profile.organizationId).name)).toBe(true);
  });

  it('uses only stages, business models, sectors and countries the migrations accept', () => {
    const stages = enumValues(PROFILES_MIGRATION, 'startup_stage');
    const models = enumValues(PROFILES_MIGRATION, 'business_model');
    expect(stages).toEqual(['idea', 'pre_seed', 'seed', 'series_a', 'series_b', 'growth']);
    // Every stage the generator draws has its label in the enum.
    expect(Object.keys(STAGE_ENUM).sort()).toEqual(['pre_seed', 'seed', 'series_a', 'series_b']);
    expect(Object.values(STAGE_ENUM).every((stage) => stages.includes(stage))).toBe(true);
    // The profile's country check is the organizations' one (app.is_country_code).
    expect(PROFILES_MIGRATION).toContain('check (app.is_country_code(country_code))');
    const countryCodes = new Set([...COUNTRY_CODES_MIGRATION.match(/code in \(([^)]*)\)/)[1].matchAll(/'([A-Z]{2})'/g)].map(([, code]) => code));
    expect(countryCodes.size).toBe(249);
    for (const profile of profiles) {
      expect(stages).toContain(profile.stage);
      expect(models).toContain(profile.businessModel);
      expect(SECTORS).toContain(profile.sector);
      expect(countryCodes).toContain(profile.countryCode);
    }
  });

  it('keeps within the table’s checks, so the seed always applies', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const profile of profiles) {
      expect(profile.tagline.length, profile.tagline).toBeLessThanOrEqual(140);
      expect(profile.description.length).toBeLessThanOrEqual(4000);
      expect(profile.displayName.length).toBeLessThanOrEqual(120);
      expect(profile.legalName.length).toBeLessThanOrEqual(200);
      expect(profile.subSector.length).toBeLessThanOrEqual(100);
      expect(profile.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(profile.foundedOn >= '1900-01-01' && profile.foundedOn <= today).toBe(true);
      expect(Number.isNaN(Date.parse(profile.foundedOn))).toBe(false);
      // A listed card says what the company does, in which sector, how far along and where.
      if (profile.isListed) expect([profile.tagline, profile.sector, profile.stage, profile.countryCode].every(Boolean)).toBe(true);
    }
  });

  it('follows the startup: its sector, place, founding year, and a team the size of its stage', () => {
    for (const profile of generated) {
      const startup = startupOf.get(profile.organizationId);
      expect(profile).toMatchObject({ sector: startup.sector, countryCode: startup.countryCode, city: startup.city, stage: STAGE_ENUM[startup.stage] });
      expect(profile.foundedOn.slice(0, 4)).toBe(String(startup.foundedYear));
      const [min, max] = STAGES.find((stage) => stage.name === startup.stage).headcount;
      expect(profile.teamSize).toBeGreaterThanOrEqual(min);
      expect(profile.teamSize).toBeLessThanOrEqual(max);
    }
  });

  it('writes each profile in the language of the startup’s name, Arabic included', () => {
    const arabicNamed = generated.filter((profile) => startupOf.get(profile.organizationId).nameLanguage === 'ar');
    expect(arabicNamed.length).toBeGreaterThan(0);
    expect(arabicNamed.every((profile) => ARABIC.test(profile.tagline) && ARABIC.test(profile.description))).toBe(true);
    expect(generated.filter((profile) => !arabicNamed.includes(profile)).some((profile) => ARABIC.test(profile.tagline))).toBe(false);
    expect(ARABIC.test(nileRobotics.tagline)).toBe(true);
  });

  it('lists about seven in ten startups, Fikr Labs among them and Nile Robotics not', () => {
    const share = generated.filter((profile) => profile.isListed).length / generated.length;
    expect(share).toBeGreaterThan(LISTED_SHARE - 0.15);
    expect(share).toBeLessThan(LISTED_SHARE + 0.15);
    expect(fikrLabs).toMatchObject({ displayName: 'Fikr Labs', isListed: true, stage: 'seed', countryCode: 'AE', city: 'Dubai', sector: 'enterprise_saas' });
    expect(nileRobotics).toMatchObject({ displayName: 'Nile Robotics', isListed: false });
  });

  it('is the same on every call, whatever was generated in between', () => {
    const first = startupProfile(ecosystem.startups[0]);
    startupProfile(ecosystem.startups[1]);
    expect(startupProfile(ecosystem.startups[0])).toEqual(first);
    expect(startupProfiles(createEcosystem({ ...DEFAULT_COUNTS, startups: 90 })).slice(0, profiles.length)).toEqual(profiles);
  });
});
