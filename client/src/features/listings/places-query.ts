import { queryOptions } from '@tanstack/react-query';
import type { ListingPlaces } from '@barteraid/events/contracts/location';
import { ApiError, urlFromQueryKey } from '../../lib/api';
import type { ListingParams } from './queries';

const PLACES = '/api/listings/places';

/** Where the marketplace search's listings sit (`GET /api/listings/places`, the same parameters as its pages). */
export const placesQuery = (params: ListingParams) =>
  queryOptions({
    queryKey: [PLACES, params],
    queryFn: async ({ signal }) => {
      const response = await fetch(urlFromQueryKey([PLACES, params]), { credentials: 'include', signal });
      if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
      return (await response.json()) as ListingPlaces;
    },
    staleTime: 0,
  });
