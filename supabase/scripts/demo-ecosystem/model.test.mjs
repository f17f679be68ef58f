import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, SECTORS } from './geography.mjs';
import { ecosystemId, uuidV5 } from './ids.mjs';
import { METRICS, PERIODS, metricSeries } from './metrics.mjs';
import { createEcosystem, DEFAULT_COUNTS, MEMBER_EMAIL_DOMAIN, SEEDED_ORGANIZATION_PROFILES } from './model.mjs';

const SUPABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATION = readFileSync(path.join(SUPABASE, 'migrations/20261127000500_tenancy_organization_country_and_sector.sql'), 'utf8');
const OTHER_SEEDS = readdirSync(path.join(SUPABASE, 'seeds'))
  .filter((file) => file.endsWith('.sql') && file !== '20_ecosystem.sql')
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
