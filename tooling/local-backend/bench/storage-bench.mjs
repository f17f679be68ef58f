// Storage figures: upload (raw body and multipart) and download of 10 MiB and 50 MiB files through supabase-js against the
// local backend, next to a plain copy of the same file on the same disk, and the backend process's
// peak resident memory during each (it must not grow with the file).
// Usage: pnpm bench:storage [--iterations N]. Prints one JSON document.
//
// The backend runs in a child process, so its memory is measured alone: before each operation the
// child's peak-RSS counter is reset (/proc/<pid>/clear_refs), after it the peak is read (VmHWM).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createScratchDatabase, postgresAvailable } from '../src/db/index.mjs';
import { startLocalBackend } from '../src/index.mjs';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIB = 1024 * 1024;
const SIZES = [10 * MIB, 50 * MIB];

if (process.argv[2] === '--serve') {
  // The child: a backend on a fresh folder, until the parent closes stdin.
  const [, , , localDir, databaseUrl] = process.argv;
  const backend = await startLocalBackend({ port: 0, localDir, dataDir: path.join(localDir, 'db'), databaseUrl: databaseUrl || '' });
  process.stdout.write(`${JSON.stringify({ url: backend.url, serviceRoleKey: backend.serviceRoleKey })}\n`);
  process.stdin.resume();
  process.stdin.on('end', async () => {
    await backend.close();
    process.exit(0);
  });
} else {
  const iterationsArg = process.argv.indexOf('--iterations');
  const iterations = iterationsArg > 0 ? Number(process.argv[iterationsArg + 1]) : 5;
  const results = [await benchTarget('pglite', undefined, iterations)];
  if (await postgresAvailable(SERVER_URL)) {
    const scratch = await createScratchDatabase(SERVER_URL, 'fikrspace_bench');
    try {
      results.push(await benchTarget('postgresql', scratch.url, iterations));
    } finally {
      await scratch.drop();
    }
  }
  console.log(
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        iterations,
        note: 'medians; speedVsCopy = copy time / storage time (goal >= 0.5); copy = stream copy (read and write through the process, as the backend does); copyFile = fs.copyFile (the kernel copies); peakRssMiB = backend peak RSS during the operation, rssGrowthMiB = over the RSS before it',
        targets: results,
      },
      null,
      2,
    ),
  );
}

async function benchTarget(name, databaseUrl, iterations) {
  const work = mkdtempSync(path.join(tmpdir(), 'fikrspace-storage-bench-'));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', path.join(work, 'backend'), databaseUrl ?? ''], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const { url, serviceRoleKey } = await firstLine(child);
    const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: /** @type {any} */ (WebSocket) } });
    await must(client.storage.createBucket('bench'));
    const files = client.storage.from('bench');
    const sizes = [];
    for (const size of SIZES) {
      const source = path.join(work, `source-${size}`);
      writeFileSync(source, randomBytes(size));
      const body = readFileSync(source);
      const key = `file-${size}.bin`;
      const copy = await median(iterations, () => pipeline(createReadStream(source), createWriteStream(path.join(work, 'copy'))));
      const kernelCopy = await median(iterations, () => copyFile(source, path.join(work, 'copy')));
      const upload = await measured(child.pid, iterations, () => must(files.upload(key, body, { contentType: 'application/octet-stream', upsert: true })));
      // A Blob goes as multipart/form-data, parsed by busboy as it streams.
      const blob = new Blob([body], { type: 'application/octet-stream' });
      const multipartUpload = await measured(child.pid, iterations, () => must(files.upload(`multipart-${key}`, blob, { upsert: true })));
      const download = await measured(child.pid, iterations, async () => {
        const blob = await must(files.download(key));
        if (blob.size !== size) throw new Error(`downloaded ${blob.size} of ${size} bytes`);
      });
      sizes.push({
        sizeMiB: size / MIB,
        copy: { ms: round(copy), mibPerSecond: round(size / MIB / (copy / 1000)) },
        copyFile: { ms: round(kernelCopy), mibPerSecond: round(size / MIB / (kernelCopy / 1000)) },
        upload: { ...figures(upload, size), speedVsCopy: round(copy / upload.ms) },
        multipartUpload: { ...figures(multipartUpload, size), speedVsCopy: round(copy / multipartUpload.ms) },
        download: { ...figures(download, size), speedVsCopy: round(copy / download.ms) },
      });
    }
    return { target: name, sizes };
  } finally {
    child.stdin?.end();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

/** Median time of `run`, and the backend's peak RSS while it ran, reset before each run. */
async function measured(pid, iterations, run) {
  await run();
  const times = [];
  let before = 0;
  let peak = 0;
  for (let i = 0; i < iterations; i++) {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const status = memory(pid);
    before = Math.max(before, status.rss);
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    peak = Math.max(peak, memory(pid).peak);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], rssBefore: before, peak };
}

function figures({ ms, rssBefore, peak }, size) {
  return { ms: round(ms), mibPerSecond: round(size / MIB / (ms / 1000)), peakRssMiB: round(peak / MIB), rssGrowthMiB: round((peak - rssBefore) / MIB) };
}

/** Resident memory now and its peak since the last reset, in bytes (/proc/<pid>/status). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

async function median(iterations, run) {
  await run();
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function must(promise) {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data;
}

function firstLine(child) {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(buffered.slice(0, end)));
    });
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before it started`)));
  });
}

function round(value) {
  return Math.round(value * 100) / 100;
}
