import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useAppQueryClient } from "./query-client.ts";

/**
 * The app's one way to read from the server: TanStack Query over an `api/*-api.ts` call, which
 * decodes the answer with the core's schema. `queryFn` receives the signal that aborts the call
 * when no screen wants the answer any more (a page left, a newer query). Mutations call
 * `refetch()` or `useAppQueryClient().invalidateQueries(...)` afterwards.
 */
export const useApiQuery = <T, Key extends QueryKey>(
  options: UseQueryOptions<T, unknown, T, Key>,
): UseQueryResult<T, unknown> => useQuery(options, useAppQueryClient());
