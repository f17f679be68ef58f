import { describe, expect, it } from 'vitest';
import { scriptComposition, scriptLabel } from './downloads.mjs';

describe('scriptLabel', () => {
  it.each([
    ['http://localhost:4173/assets/mf__loadShare__react_mf_2_dom_mf_1_client-BY3pUx4L.js', 'shell/mf__loadShare__react-dom/client'],
    ['http://localhost:4173/assets/mf__loadShare__app_mf_2_store-RB29PTgT.js', 'shell/mf__loadShare__app-store'],
    ['http://localhost:4173/assets/mf__loadShare___mf_0_tanstack_mf_1_react_mf_2_query-AbCd1234.js', 'shell/mf__loadShare__@tanstack/react-query'],
    ['http://localhost:4173/assets/portal-_GI4Zr0e.js', 'shell/portal'],
    ['http://localhost:4173/assets/mf-entry-bootstrap-0-0e9be256.js', 'shell/mf-entry-bootstrap-0'],
    ['http://localhost:4173/remoteEntry-D1LhOBYx.js', 'shell/remoteEntry'],
    ['http://localhost:4173/remotes/site/remoteEntry.js', 'site/remoteEntry'],
    ['http://localhost:4173/remotes/site/assets/home-page-CN4Yq4V8.js?v=2', 'site/home-page'],
  ])('%s is %s', (url, label) => {
    expect(scriptLabel(url)).toBe(label);
  });
});

describe('scriptComposition', () => {
  it('adds up files of the same label and app, largest first', () => {
    const composition = scriptComposition([
      { url: 'http://h/assets/ui-AAAAAAAA.js', gzip: 100 },
      { url: 'http://h/remotes/site/assets/home-page-BBBBBBBB.js', gzip: 300 },
      { url: 'http://h/remotes/site/assets/rolldown-runtime-CCCCCCCC.js', gzip: 50 },
      { url: 'http://h/assets/rolldown-runtime-CCCCCCCC.js', gzip: 50 },
      { url: 'http://h/assets/ui-DDDDDDDD.js', gzip: 120 },
    ]);
    expect(composition.byFile).toEqual([
      { file: 'site/home-page', gzip: 300 },
      { file: 'shell/ui', gzip: 220 },
      { file: 'site/rolldown-runtime', gzip: 50 },
      { file: 'shell/rolldown-runtime', gzip: 50 },
    ]);
    expect(composition.byApp).toEqual([
      { app: 'site', gzip: 350 },
      { app: 'shell', gzip: 270 },
    ]);
  });
});
