import { useEffect, useState } from "react";
import { settingsApi } from "../../api/index.ts";

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
  const [image, setImage] = useState<LogoImage>({ status: path === null ? "none" : "loading" });
  useEffect(() => {
    if (path === null) {
      setImage({ status: "none" });
      return;
    }
    const controller = new AbortController();
    let url: string | undefined;
    setImage({ status: "loading" });
    settingsApi
      .logo(path, { signal: controller.signal })
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        setImage({ status: "shown", url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ status: "unavailable" });
      });
    return () => {
      controller.abort();
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [path]);
  return image;
};
