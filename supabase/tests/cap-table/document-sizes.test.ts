import { describe, expect, it } from 'vitest';
import { asOwner, asUser, targets, useDatabase } from '../support/database';
import { ORG, claimsOf } from '../support/demo';

// The size a pitch deck version or a data-room document records is its stored object's, whatever
// the client or the seed wrote, and whichever of the row and the object comes first.

const FL = ORG.fikrLabs;
const storeObject = (bucket: string, name: string, size: number) =>
  `insert into storage.objects (bucket_id, name, metadata) values ('${bucket}', '${name}', jsonb_build_object('size', ${size}, 'mimetype', 'application/pdf'))`;

describe.each(targets)('recorded file sizes on $name', (target) => {
  const db = useDatabase(target);

  it('a row written after its object takes the object’s size, not the one the client named', async () => {
    const size = await asUser(
      db(),
      claimsOf('startup'),
      async (tx) => {
        const { rows } = await tx.query<{ file_size: string }>(
          `insert into public.pitch_deck_versions (organization_id, object_path, title, file_size) values ('${FL}', '${FL}/series-a.pdf', 'Series A deck', 999) returning file_size`,
        );
        return Number(rows[0]!.file_size);
      },
      { setup: storeObject('pitch-decks', `${FL}/series-a.pdf`, 48_213) },
    );
    expect(size).toBe(48_213);
  });

  it('an object stored after its row gives the row its size (the seed’s order), in both buckets', async () => {
    const sizes = await asOwner(db(), async (tx) => {
      await tx.query(storeObject('pitch-decks', `${FL}/pitch-deck-v2.pdf`, 2_345));
      await tx.query(storeObject('data-room', `${FL}/legal/ip-assignment.pdf`, 1_789));
      const { rows } = await tx.query<{ deck: string; document: string }>(
        `select (select file_size from public.pitch_deck_versions where object_path = '${FL}/pitch-deck-v2.pdf') as deck,
                (select file_size from public.data_room_documents where object_path = '${FL}/legal/ip-assignment.pdf') as document`,
      );
      return rows[0]!;
    });
    expect({ deck: Number(sizes.deck), document: Number(sizes.document) }).toEqual({ deck: 2_345, document: 1_789 });
  });
});
