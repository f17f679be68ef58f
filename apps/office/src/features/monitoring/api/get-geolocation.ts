import { getAnalytics, type Geolocation } from '@fikrspace/analytics';
import { queryOptions, useQuery } from '@fikrspace/data';
import { ServiceError } from '@fikrspace/errors';
import { monitoringKeys } from './monitoring-keys';

/** Where the get-geolocation function places this browser, through the shell's analytics services. */
export async function getGeolocation(): Promise<Geolocation> {
  const analytics = getAnalytics();
  if (!analytics) throw new ServiceError('Analytics are not running on this page.', 'SERVICE_ERROR', {}, 503);
  return analytics.geolocation();
}

export const geolocationQueryOptions = () =>
  queryOptions({
    queryKey: monitoringKeys.geolocation(),
    queryFn: getGeolocation,
    // The function's answer is cached for an hour in the browser too (spec 001 §7.3).
    staleTime: 3_600_000,
  });

export function useGeolocation() {
  return useQuery(geolocationQueryOptions());
}
