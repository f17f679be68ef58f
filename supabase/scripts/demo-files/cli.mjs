#!/usr/bin/env node
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDocuments } from './documents.mjs';
import { renderPdf } from './pdf.mjs';

/**
 * pnpm seed:files: writes the demo files under supabase/seeds/storage/<bucket>/<object path>,
 * where config.toml's `[storage.buckets.<bucket>] objects_path` has them uploaded on start (by
 * the Supabase CLI, and by the local backend the same way). Files of those folders that the
 * generator no longer makes are removed, so the folders hold exactly the demo files.
 */

export const STORAGE_SEEDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seeds/storage');

/** Every file under `directory`, as paths relative to it with / separators. */
function filesUnder(directory, prefix = '') {
  let names;
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/**
 * Renders every demo document and writes it under `root`.
 * @param {string} [root]
 * @returns {Promise<{ files: number, bytes: number }>}
 */
export async function writeDemoFiles(root = STORAGE_SEEDS_DIR) {
  const documents = demoDocuments();
  const expected = new Set(documents.map((document) => `${document.bucket}/${document.path}`));
  let bytes = 0;
  for (const document of documents) {
    const file = path.join(root, document.bucket, ...document.path.split('/'));
    const content = await renderPdf(document);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += content.byteLength;
  }
  for (const bucket of new Set(documents.map((document) => document.bucket))) {
    for (const relative of filesUnder(path.join(root, bucket))) {
      if (!expected.has(`${bucket}/${relative}`)) rmSync(path.join(root, bucket, relative));
    }
  }
  return { files: documents.length, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeDemoFiles()
    .then(({ files, bytes }) => console.log(`wrote ${files} files (${bytes.toLocaleString('en')} bytes) under ${path.relative(process.cwd(), STORAGE_SEEDS_DIR)}`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
