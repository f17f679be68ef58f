import { queryKeys } from '@fikrspace/data';
import type { Bucket } from './model';

/**
 * The only place the files' query keys are spelled: an organization's folder of a bucket, rooted
 * at the tenant so an organization switch drops it. A key always holds the same shape.
 */
export const fileKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'files'),
  folder: (organizationId: string, bucket: Bucket) => [...fileKeys.all(organizationId), bucket] as const,
};
