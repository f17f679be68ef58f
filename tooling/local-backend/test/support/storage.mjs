import http from 'node:http';
import { SignJWT } from 'jose';

/**
 * What the storage suites share: the buckets and policies of a small project, and requests sent
 * exactly as written (fetch would resolve `..` segments before sending them).
 */

/**
 * Buckets and policies as a project's migration would write them:
 *   docs                  private; each signed-in user keeps the folder named after their id
 *   pictures              public; images only (`image/*`), at most 2000 bytes each
 *   typed                 private; text/plain and image/png only; no policies (service role only)
 *   open                  public; anything
 *   insert-only, insert-select, insert-select-update
 *                         private; signed-in users may do what the name says
 */
export const STORAGE_FIXTURE = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('docs', 'docs', false, null, null),
  ('pictures', 'pictures', true, 2000, array['image/*']),
  ('typed', 'typed', false, null, array['text/plain', 'image/png']),
  ('open', 'open', true, null, null),
  ('insert-only', 'insert-only', false, null, null),
  ('insert-select', 'insert-select', false, null, null),
  ('insert-select-update', 'insert-select-update', false, null, null);

create policy "docs: read own folder" on storage.objects for select to authenticated
  using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "docs: add to own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "docs: change own folder" on storage.objects for update to authenticated
  using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "docs: remove from own folder" on storage.objects for delete to authenticated
  using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "insert buckets: add" on storage.objects for insert to authenticated
  with check (bucket_id in ('insert-only', 'insert-select', 'insert-select-update'));
create policy "insert-select buckets: read" on storage.objects for select to authenticated
  using (bucket_id in ('insert-select', 'insert-select-update'));
create policy "insert-select-update: change" on storage.objects for update to authenticated
  using (bucket_id = 'insert-select-update') with check (bucket_id = 'insert-select-update');
`;

/**
 * Sends one request with the path exactly as given.
 * @param {string} baseUrl
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string | Buffer }} request
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer, json: () => any }>}
 */
export function rawRequest(baseUrl, { method = 'GET', path, headers = {}, body }) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers: body === undefined ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer, json: () => JSON.parse(buffer.toString('utf8')) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A token signed with the project's secret, as only the backend (or a test holding the secret)
 * can make one.
 * @param {string} secret
 * @param {Record<string, unknown>} claims
 * @param {{ issuedAt: number, expiresAt: number }} times seconds since the epoch
 */
export function signWith(secret, claims, { issuedAt, expiresAt }) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(issuedAt).setExpirationTime(expiresAt).sign(new TextEncoder().encode(secret));
}

/** Bytes of a tiny PNG (the signature and an IHDR chunk are all a sniffer looks at). */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
