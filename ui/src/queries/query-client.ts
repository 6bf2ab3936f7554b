import { QueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";

type AppStore = ReturnType<typeof useStore>;

const clients = new WeakMap<AppStore, QueryClient>();

/**
 * A screen shows what the server says now, as it did before the data layer: no retry (the
 * screen offers one), no refetch on focus, and nothing kept once no screen shows it, so no
 * answer outlives the screen or the account that asked for it.
 */
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: 0 },
      mutations: { retry: false },
    },
  });

/**
 * The query cache of the app's jotai store: one per store, so a component test's fresh store
 * starts with an empty cache. It is reached through the store rather than a React provider so
 * that TanStack Query loads with the first screen that fetches, never with the login page.
 */
export const useAppQueryClient = (): QueryClient => {
  const store = useStore();
  let client = clients.get(store);
  if (client === undefined) {
    client = newQueryClient();
    clients.set(store, client);
  }
  return client;
};
