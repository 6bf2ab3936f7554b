import { createStore } from "jotai";

/** The app's one jotai store, also reachable outside React (the API client's 401 handler). */
export const appStore = createStore();
