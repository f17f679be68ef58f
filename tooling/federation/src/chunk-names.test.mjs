import { describe, expect, it } from 'vitest';
import { shortChunkName } from './chunk-names.js';

describe('shortChunkName', () => {
  it.each([
    ['_virtual_mf___mfe_internal__shell__mf_owner__133051438573342__loadShare___mf_0_fikrspace_mf_1_analytics__loadShare__.js', 'mf__loadShare__analytics'],
    ['_virtual_mf___mfe_internal__shell__mf_owner__133051438573342__loadShare___mf_0_fikrspace_mf_1_app_mf_2_store__loadShare__.js', 'mf__loadShare__app_mf_2_store'],
    ['_virtual_mf___mfe_internal__shell__mf_owner__133051438573342__loadShare__react_mf_2_dom_mf_1_client__loadShare__.js', 'mf__loadShare__react_mf_2_dom_mf_1_client'],
    ['_virtual_mf___mfe_internal__shell__mf_owner__133051438573342__loadShare__shared', 'mf__loadShare__shared'],
    ['_virtual_mf___mfe_internal__site__mf_owner__126069599110743__prebuild__react_mf_2_i18next__prebuild__', 'mf__prebuild__react_mf_2_i18next'],
    ['_virtual_mf-localSharedImportMap___mfe_internal__investor__mf_owner__1', 'mf-localSharedImportMap'],
    ['home-page', 'home-page'],
    ['bootstrap', 'bootstrap'],
  ])('%s becomes %s', (name, short) => {
    expect(shortChunkName(name)).toBe(short);
  });

  it('keeps the markers the federation plugin finds its chunks by', () => {
    expect(shortChunkName('_virtual_mf___mfe_internal__shell__mf_owner__1__loadShare___mf_0_fikrspace_mf_1_db__loadShare__.js')).toContain('__loadShare__');
    expect(shortChunkName('_virtual_mf___mfe_internal__site__mf_owner__1__prebuild__zustand__prebuild__')).toContain('__prebuild__');
  });
});
