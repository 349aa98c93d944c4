/**
 * Pictures served by the API (profile photos) need the bearer token, which an <img src> cannot send:
 * they are fetched like any call and shown through an object URL. Other sources pass through unchanged.
 */
import { useQuery } from '@tanstack/react-query';
import { requestBlob } from '../lib/api';

export const isApiPath = (src: string | null | undefined): src is string => !!src && src.startsWith('/api/');

export function useApiImage(src: string | null | undefined): string | undefined {
  const fromApi = isApiPath(src);
  const image = useQuery({
    queryKey: ['api-image', src],
    queryFn: async ({ signal }) => URL.createObjectURL(await requestBlob(src as string, signal)),
    // A photo's path changes whenever the photo does, so a fetched one never goes stale.
    enabled: fromApi && typeof URL.createObjectURL === 'function',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!fromApi) return src ?? undefined;
  return image.data;
}
