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
 * when no screen wants the answer any more (a page left, a newer query). After a change, the
 * screen calls `refetch()`, or puts the server's answer in the cache with `setQueryData`.
 *
 * A key names the screen that reads and what it reads (`["invoice-detail", id]`): screens never
 * share an entry, so a screen opened right after another one changed the record (the detail after
 * the form's save) reads it anew instead of showing what the other screen had read.
 */
export const useApiQuery = <T, Key extends QueryKey>(
  options: UseQueryOptions<T, unknown, T, Key>,
): UseQueryResult<T, unknown> => useQuery(options, useAppQueryClient());
