import { describe, expect, it } from 'vitest';
import { DATABASE_NAMESPACES, isDatabaseNamespace, namespaceFilePath } from './database-namespaces';
import { translationLoadPath } from './translation-paths';

describe('organization reference namespaces are read from database/ (spec 000 §7)', () => {
  it.each(DATABASE_NAMESPACES.map((namespace) => [namespace]))('%s', (namespace) => {
    expect(isDatabaseNamespace(namespace)).toBe(true);
    expect(namespaceFilePath(namespace)).toBe(`database/${namespace}`);
    expect(translationLoadPath(['en'], [namespace])).toBe('/locales/{{lng}}/database/{{ns}}.json');
  });

  it.each([
    ['products/cap'],
    ['products/cap/stakeholder-types'],
    ['organization-types/startup'],
  ])('leaves the product-specific path %s where it is named', (namespace) => {
    expect(isDatabaseNamespace(namespace)).toBe(false);
    expect(namespaceFilePath(namespace)).toBe(namespace);
    expect(translationLoadPath(['en'], [namespace])).toBe('/locales/{{lng}}/{{ns}}.json');
  });

  it.each([['common'], ['os'], ['score'], ['investor'], ['database/products']])('does not redirect %s', (namespace) => {
    expect(namespaceFilePath(namespace)).toBe(namespace);
  });
});
