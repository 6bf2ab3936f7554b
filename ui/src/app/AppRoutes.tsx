import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Switch } from "wouter";
import { Spinner } from "../components/Spinner.tsx";
import { useAppCatalogue } from "../i18n/use-app-catalogue.ts";
import { Layout } from "../layout/Layout.tsx";
import { GuestsOnly, MembersOnly, ToDashboard } from "./access.tsx";
import { type PageRoute, routes } from "./routes.ts";

const PageLoading = () => {
  const { t } = useTranslation();
  return <Spinner block label={t("common.loading")} />;
};

/** A page, with a spinner while its module loads and the access its route asks for. */
const Page = ({ route }: { readonly route: PageRoute }) => {
  const page = (
    <Suspense fallback={<PageLoading />}>
      <route.page />
    </Suspense>
  );
  switch (route.access) {
    case "guest":
      return <GuestsOnly>{page}</GuestsOnly>;
    case "member":
      return <MembersOnly>{page}</MembersOnly>;
    case "standalone":
    case "public":
      return page;
  }
};

/** The layout, once the language's app areas are loaded (the stand-alone pages need only a few). */
const FramedLayout = ({ children }: { readonly children: ReactNode }) => {
  useAppCatalogue();
  return <Layout>{children}</Layout>;
};

const standing = routes.filter(
  (route) => route.access === "guest" || route.access === "standalone",
);
const framed = routes.filter((route) => route.access === "public" || route.access === "member");

/** The app's screens: stand-alone pages first, then the layout with its pages inside. */
export const AppRoutes = () => (
  <Switch>
    {standing.map((route) => (
      <Route key={route.path} path={route.path}>
        <Page route={route} />
      </Route>
    ))}
    <Route>
      <Suspense fallback={<PageLoading />}>
        <FramedLayout>
          <Switch>
            {framed.map((route) => (
              <Route key={route.path} path={route.path}>
                <Page route={route} />
              </Route>
            ))}
            <Route>
              <ToDashboard />
            </Route>
          </Switch>
        </FramedLayout>
      </Suspense>
    </Route>
  </Switch>
);
