// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NewStakeholder } from './model';
import { prepareStakeholder } from './prepare-stakeholder';

const base: NewStakeholder = { organizationId: 'org', name: 'Oasis Ventures', stakeholderType: 'investor', email: '' };

describe('prepareStakeholder', () => {
  it.each([
    ["Layla O'Brien", "Layla O'Brien"],
    ['Société Générale Capital', 'Société Générale Capital'],
    ['شركة النور للاستثمار', 'شركة النور للاستثمار'],
    ['  Karim Haddad  ', 'Karim Haddad'],
    ['<b>Bold</b> Capital', 'Bold Capital'],
    ['<img src=x onerror=alert(1)>Mallory', 'Mallory'],
  ])('keeps the name %j as %j', (name, expected) => {
    expect(prepareStakeholder({ ...base, name }).name).toBe(expected);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a name that is only markup', { name: '<script>alert(1)</script>' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['an unknown type', { stakeholderType: 'landlord' as never }, 'stakeholderType'],
    ['an e-mail without @', { email: 'not an address' }, 'email'],
    ['an e-mail over 320 characters', { email: `${'x'.repeat(320)}@example.test` }, 'email'],
  ])('refuses %s with a validation error naming the field', (_case, change, field) => {
    expect(() => prepareStakeholder({ ...base, ...change })).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', context: { field } }));
  });

  it('sends no e-mail rather than an empty one', () => {
    expect(prepareStakeholder(base).email).toBeNull();
    expect(prepareStakeholder({ ...base, email: ' deals@oasis.example ' }).email).toBe('deals@oasis.example');
  });
});
