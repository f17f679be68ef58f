import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A language code and a namespace path as the platform names them; anything else is refused. */
const MISSING_FILE = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/((?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*)\.missing\.json$/;
const MAX_BODY_BYTES = 64 * 1024;
const MAX_KEY_LENGTH = 300;

/** The file a POST to `/locales/<lng>/<ns>.missing.json` is collected in, or null when the path is not one. */
export function missingKeysFile(localesDir, requestPath) {
  const match = MISSING_FILE.exec(requestPath);
  if (!match) return null;
  const file = path.join(localesDir, match[1], `${match[2]}.missing.json`);
  return file.startsWith(`${localesDir}${path.sep}`) ? file : null;
}

/**
 * What i18next-http-backend posts for missing keys: an object of key to fallback text. Returns the
 * entries, or the reason the body is refused.
 */
export function parseMissingKeys(body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { error: 'The body must be an object of key to text.' };
  const entries = Object.entries(data);
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) return { error: `A key must have 1 to ${MAX_KEY_LENGTH} characters.` };
    if (typeof value !== 'string') return { error: `The text of ${key} must be a string.` };
  }
  return { entries };
}

/** Adds the entries to the file (keys sorted, an entry already there kept), written whole so a reader never sees half a file. */
export function mergeMissingKeys(file, entries) {
  let known = {};
  if (existsSync(file)) {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) known = parsed;
    } catch {
      // A file someone broke by hand is started again rather than failing every report.
    }
  }
  const merged = { ...Object.fromEntries(entries), ...known };
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, file);
  return Object.keys(sorted).length;
}

function answer(res, status, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * Connect middleware for `/locales`: collects the missing keys the app posts in development
 * (`saveMissing`) into `<localesDir>/<lng>/<ns>.missing.json`, beside the namespace's own file, so
 * a developer sees which texts the code asked for that the files lack. Other requests pass on.
 */
export function collectMissingKeys(localesDir) {
  const root = path.resolve(localesDir);
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    let requestPath;
    try {
      requestPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return answer(res, 400, { message: 'The address is not valid.' });
    }
    const file = missingKeysFile(root, requestPath);
    if (!file) return next();
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES && !refused) {
        refused = true;
        answer(res, 413, { message: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      const parsed = parseMissingKeys(Buffer.concat(chunks).toString('utf8'));
      if (parsed.error) return answer(res, 400, { message: parsed.error });
      try {
        answer(res, 200, { keys: mergeMissingKeys(file, parsed.entries) });
      } catch (error) {
        answer(res, 500, { message: `The keys could not be written: ${error instanceof Error ? error.message : String(error)}` });
      }
    });
  };
}

/** Vite plugin: the dev server of an app collects the missing keys of the namespaces it serves. */
export function missingKeysCollector(appDir) {
  return {
    name: 'fikrspace-missing-keys',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/locales', collectMissingKeys(path.join(appDir, 'public', 'locales')));
    },
  };
}
