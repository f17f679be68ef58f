/**
 * The federation plugin names each generated module after its virtual id, such as
 * `_virtual_mf___mfe_internal__shell__mf_owner__133051438573342__loadShare___mf_0_fikrspace_mf_1_analytics__loadShare__.js`,
 * and every chunk that imports one repeats that name: about 12 KB of the shell's uncompressed
 * JavaScript was file names, which the spec's 1 MB bundle rule counts. The file keeps the markers
 * the plugin finds its chunks by (`__loadShare__`, `__prebuild__`, `localSharedImportMap`) and the
 * package it holds; the owner's id and the encoded scope are dropped.
 */
const FEDERATION_PREFIX = /^_virtual_mf(?:___mfe_internal__[A-Za-z0-9_]+?__mf_owner__\d+__|-(localSharedImportMap)___mfe_internal__[A-Za-z0-9_]+?__mf_owner__\d+$)/;

/** The short form of a chunk's name, or the name itself when the federation plugin did not make it. */
export function shortChunkName(name) {
  const match = FEDERATION_PREFIX.exec(name);
  if (!match) return name;
  if (match[1]) return `mf-${match[1]}`;
  return `mf__${name.slice(match[0].length)}`
    .replace(/_mf_0_fikrspace_mf_1_/g, '')
    .replace(/\.js(?=__|$)/g, '')
    .replace(/__(loadShare|prebuild)__$/, '');
}

/** Rolldown's `chunkFileNames`: the default pattern with the short name. */
export function chunkFileNames(chunk) {
  return `assets/${shortChunkName(chunk.name)}-[hash].js`;
}
