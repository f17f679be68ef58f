export * from './query-client';
export * from './query-keys';
export * from './query-provider';
export * from './database-error';
export * from './paginated-read';
export { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
export * from './hook-options';
