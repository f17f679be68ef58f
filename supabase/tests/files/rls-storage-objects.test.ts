import { describe, expect, it } from 'vitest';
import { asOwner, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, homeOrganization, type Persona } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Who may touch which Storage object: the policies on storage.objects, which the storage server
// applies under the caller's role and claims. Organization buckets are keyed by the owning
// organization's id as the first path segment, avatars by the user's id. In Fikr Labs the matrix
// gives documents:write to owner, admin, editor and user (startup is an owner, multi-org a user),
// documents:read to viewer and stakeholder too, documents:delete to owner only; manager holds no
// matrix role. Each tenant owner keeps their own organization's files.

const ORGANIZATION_BUCKETS = ['organization-logos', 'pitch-decks', 'data-room'] as const;
const add = 'insert into storage.objects (bucket_id, name) values ($1, $2)';
/**
 * Objects put in place as the fixture, and SQL deletes allowed for the rest of the transaction: the
 * storage server deletes rows itself (under the caller's policies) with this setting, while SQL
 * that deletes them directly fails, as on hosted Supabase.
 */
const seedObjects = (bucket: string, names: string[]) =>
  `with allowed as (select set_config('storage.allow_delete_query', 'true', true))
   insert into storage.objects (bucket_id, name) select '${bucket}', name from allowed, unnest(array[${names.map((name) => `'${name}'`).join(', ')}]) as name`;

const FIKR_LABS_WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;

describe.each(targets)('storage objects on $name', (target) => {
  const db = useDatabase(target);

  it('has the buckets with their visibility, size limits and types, and no SVG anywhere', async () => {
    const buckets = await asOwner(db(), async (tx) => (await tx.query<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id')).rows);
    expect(buckets.map((bucket) => [bucket.id, bucket.public, Number(bucket.file_size_limit)])).toEqual([
      ['avatars', true, 2 * 1024 * 1024],
      ['content', true, 200 * 1024 * 1024],
      ['data-room', false, 100 * 1024 * 1024],
      ['message-attachments', false, 25 * 1024 * 1024],
      ['organization-logos', true, 2 * 1024 * 1024],
      ['pitch-decks', false, 50 * 1024 * 1024],
    ]);
    expect(buckets.find((bucket) => bucket.id === 'pitch-decks')?.allowed_mime_types).toEqual(['application/pdf']);
    expect(buckets.flatMap((bucket) => bucket.allowed_mime_types).filter((type) => type.includes('svg') || type.endsWith('/*'))).toEqual([]);
  });

  describe.each(ORGANIZATION_BUCKETS)('%s', (bucket) => {
    it(
      "members with documents:write add to their own organization's folder, nobody to another's",
      async () => {
        expect(await writeOutcomes(db(), add, [bucket, `${ORG.fikrLabs}/file.pdf`])).toEqual(expectOutcomes('denied', FIKR_LABS_WRITERS));
        expect(await writeOutcomes(db(), add, [bucket, `${ORG.nileRobotics}/file.pdf`])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
        expect(await writeOutcomes(db(), add, (persona: Persona) => [bucket, `${homeOrganization(persona)}/file.pdf`])).toEqual(
          expectOutcomes(1, { anon: 'denied', manager: 'denied', viewer: 'denied', stakeholder: 'denied' }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it.each([
      ['climbs out of the own folder', (home: string) => `${home}/../${ORG.nileRobotics}/file.pdf`],
      ['names the own folder through a dot segment', (home: string) => `${home}/./file.pdf`],
      ['has an empty segment', (home: string) => `${home}//file.pdf`],
      ['has a backslash', (home: string) => `${home}/..\\file.pdf`],
      ['sits at the bucket root', () => 'file.pdf'],
    ])(
      'refuses to everyone a name that %s',
      async (_case, name) => {
        expect(await writeOutcomes(db(), add, (persona: Persona) => [bucket, name(homeOrganization(persona) ?? ORG.fikrLabs)])).toEqual(expectOutcomes('denied'));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      "members with documents:read see their organization's files only",
      async () => {
        const setup = seedObjects(bucket, [`${ORG.fikrLabs}/a.pdf`, `${ORG.fikrLabs}/deck/b.pdf`, `${ORG.nileRobotics}/c.pdf`]);
        expect(await readOutcomes(db(), `select count(*) from storage.objects where bucket_id = '${bucket}'`, [], { setup })).toEqual(
          expectOutcomes(2, { anon: 0, manager: 0, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      "members with documents:write replace their organization's files; only documents:delete removes them",
      async () => {
        const setup = seedObjects(bucket, [`${ORG.fikrLabs}/a.pdf`, `${ORG.nileRobotics}/c.pdf`]);
        expect(await writeOutcomes(db(), `update storage.objects set metadata = '{"size": 1}' where bucket_id = '${bucket}'`, [], { setup })).toEqual(
          expectOutcomes(0, { ...FIKR_LABS_WRITERS, otherStartup: 1 }),
        );
        expect(await writeOutcomes(db(), `delete from storage.objects where bucket_id = '${bucket}'`, [], { setup })).toEqual(
          expectOutcomes(0, { owner: 1, startup: 1, otherStartup: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'a file cannot be moved into another organization’s folder',
      async () => {
        const setup = seedObjects(bucket, [`${ORG.fikrLabs}/a.pdf`]);
        expect(await writeOutcomes(db(), `update storage.objects set name = '${ORG.nileRobotics}/a.pdf' where bucket_id = '${bucket}'`, [], { setup })).toEqual(
          expectOutcomes(0, every(Object.keys(FIKR_LABS_WRITERS) as Persona[], 'denied')),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('avatars', () => {
    it(
      'each user adds, reads, replaces and removes only their own',
      async () => {
        const own = (persona: Persona) => ['avatars', `${persona === 'anon' ? ACCOUNTS.owner.id : ACCOUNTS[persona].id}/avatar.png`];
        expect(await writeOutcomes(db(), add, own)).toEqual(expectOutcomes(1, { anon: 'denied' }));
        expect(await writeOutcomes(db(), add, ['avatars', `${ACCOUNTS.editor.id}/avatar.png`])).toEqual(expectOutcomes('denied', { editor: 1 }));
        expect(await writeOutcomes(db(), add, ['avatars', `${ACCOUNTS.editor.id}/../${ACCOUNTS.viewer.id}/avatar.png`])).toEqual(expectOutcomes('denied'));
        const setup = seedObjects('avatars', [`${ACCOUNTS.editor.id}/avatar.png`, `${ACCOUNTS.viewer.id}/avatar.png`]);
        expect(await readOutcomes(db(), "select count(*) from storage.objects where bucket_id = 'avatars'", [], { setup })).toEqual(expectOutcomes(0, { editor: 1, viewer: 1 }));
        expect(await writeOutcomes(db(), "delete from storage.objects where bucket_id = 'avatars'", [], { setup })).toEqual(expectOutcomes(0, { editor: 1, viewer: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('content', () => {
    it(
      "only the office's owners and managers keep the public site's media",
      async () => {
        expect(await writeOutcomes(db(), add, ['content', 'blog/cover.png'])).toEqual(expectOutcomes('denied', { owner: 1, manager: 1 }));
        expect(await writeOutcomes(db(), add, ['content', 'blog/../cover.png'])).toEqual(expectOutcomes('denied'));
        const setup = seedObjects('content', ['blog/cover.png']);
        expect(await writeOutcomes(db(), "delete from storage.objects where bucket_id = 'content'", [], { setup })).toEqual(expectOutcomes(0, { owner: 1, manager: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });
});
