import type { ImageType } from "./sniff-image.ts";

/** The path under which the server serves stored files; `user.logo` is such a path. */
export const FILES_PATH = "/api/files/";

const LOGO_KEY = /^logos\/[0-9a-f-]{36}\.(jpg|png|gif)$/u;

/** The storage key of a new logo: never the uploaded file's name, always a fresh id. */
export const logoFileKey = (id: string, type: ImageType): string => `logos/${id}.${type.extension}`;

/** The path under which a stored file is served (what `user.logo` holds). */
export const filePath = (key: string): string => `${FILES_PATH}${key}`;

/** The storage key of a logo path made by `filePath(logoFileKey(…))`, else undefined. */
export const logoKeyOfPath = (path: string): string | undefined => {
  const key = path.startsWith(FILES_PATH) ? path.slice(FILES_PATH.length) : undefined;
  return key !== undefined && LOGO_KEY.test(key) ? key : undefined;
};
