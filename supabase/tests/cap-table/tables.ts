/** The public tables of this context. The stakeholders of a cap table; the data room's folders, documents and access log; the pitch deck's versions, shares, links and views. */
export const TABLES = ['stakeholders', 'data_room_folders', 'data_room_documents', 'data_room_access_log', 'pitch_deck_versions', 'pitch_deck_shares', 'pitch_deck_links', 'pitch_deck_views'] as const;
