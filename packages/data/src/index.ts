export * from './query-client';
export * from './query-keys';
export * from './query-provider';
export { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
