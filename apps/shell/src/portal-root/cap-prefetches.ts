import { capTableSnapshotQueryOptions } from '@fikrspace/cap-table/api/get-cap-table-snapshot';
import { roundScenariosQueryOptions } from '@fikrspace/cap-table/api/get-round-scenarios';
import { stakeholdersQueryOptions } from '@fikrspace/cap-table/api/get-stakeholders';
import { isoDate } from '@fikrspace/cap-table/ledger-model';
import type { RoutePrefetch } from '@fikrspace/portal-kit';

/** Today's cap table and the first page of stakeholders. */
export const capTable: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId
    ? Promise.all([
        queryClient.prefetchQuery(capTableSnapshotQueryOptions({ organizationId, asOf: isoDate(new Date()) })),
        queryClient.prefetchQuery(stakeholdersQueryOptions({ organizationId, page: 1 })),
      ]).then(() => undefined)
    : undefined;

/** The round modeler works on today's table and the saved scenarios. */
export const roundModeler: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId
    ? Promise.all([
        queryClient.prefetchQuery(capTableSnapshotQueryOptions({ organizationId, asOf: isoDate(new Date()) })),
        queryClient.prefetchQuery(roundScenariosQueryOptions({ organizationId })),
      ]).then(() => undefined)
    : undefined;
