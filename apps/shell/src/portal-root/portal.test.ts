import { itHasItsTexts, portalText } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import { portalRoot } from './portal';

describe('portal root definition', () => {
  itHasItsTexts(portalRoot);

  it('names the portal and its product areas in the shell’s portal namespace', () => {
    expect(portalText(portalRoot, portalRoot.name)).toBe('FikrSpace Portal');
    const products = portalRoot.sidebar.find((group) => group.id === 'products');
    expect(products?.items.map((item) => portalText(portalRoot, item.label))).toEqual([
      'Fikr OS',
      'Fikr Hub',
      'Fikr Cap',
      'Fikr Pitch',
      'Fikr Score',
      'Marketplace',
      'Fikr Money',
      'People',
      'Fikr Lab',
      'Fikr Gov',
    ]);
  });
});
