import { skipToken } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { settingsApi } from "../../api/settings-api.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";

/** The company logo as the page can show it: none, loading, shown from a URL, or unavailable. */
export type LogoImage =
  | { readonly status: "none" }
  | { readonly status: "loading" }
  | { readonly status: "shown"; readonly url: string }
  | { readonly status: "unavailable" };

/**
 * Fetches the logo at `path` (the user's `logo`) with the session token and gives an object URL
 * for `<img>`: the server serves a logo only to its owner, which a plain `<img src>` cannot prove.
 * The URL is released when the logo changes or the page goes.
 */
export const useLogoImage = (path: string | null): LogoImage => {
  const logo = useApiQuery({
    queryKey: ["settings", "logo", path],
    queryFn: path === null ? skipToken : ({ signal }) => settingsApi.logo(path, { signal }),
  });
  const blob = logo.data?.blob;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (blob === undefined) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob]);
  if (path === null) return { status: "none" };
  if (logo.isError) return { status: "unavailable" };
  return url === undefined ? { status: "loading" } : { status: "shown", url };
};
