import { Provider } from "jotai";
import { Suspense } from "react";
import { Spinner } from "../components/Spinner.tsx";
import { Toaster } from "../components/Toaster.tsx";
import { AppRoutes } from "./AppRoutes.tsx";
import { appStore } from "./store.ts";

/** The whole app; the outer spinner covers the first fetch of the language's catalogue. */
export const App = () => (
  <Provider store={appStore}>
    <Suspense fallback={<Spinner block />}>
      <AppRoutes />
      <Toaster />
    </Suspense>
  </Provider>
);
