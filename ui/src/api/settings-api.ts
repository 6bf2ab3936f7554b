import {
  LogoUploadResponse,
  NotificationPreferences,
  type PasswordChangeRequest,
  UserResponse,
} from "@invoicing/core";
import { API_BASE, api, type CallOptions } from "./client.ts";

/** The settings calls (docs/PRODUCT-RULES.md#api): notifications, password, company logo. */
export const settingsApi = {
  notifications: (options: Pick<CallOptions, "signal"> = {}) =>
    api.get(NotificationPreferences, "/user/notifications", options),
  saveNotifications: (body: NotificationPreferences) =>
    api.put(NotificationPreferences, "/user/notifications", body),
  changePassword: (body: PasswordChangeRequest) => api.send("PUT", "/user/password", body),
  /** Sends the file as the multipart field `logo`. */
  uploadLogo: (file: Blob) => {
    const form = new FormData();
    form.append("logo", file);
    return api.post(LogoUploadResponse, "/upload/logo", form);
  },
  deleteLogo: () => api.delete(UserResponse, "/upload/logo"),
  /**
   * The logo at `path` (the user's `logo`, such as `/api/files/logos/….png`) as a blob: the server
   * serves it only to its owner, so it is fetched with the session token rather than by `<img>`.
   */
  logo: (path: string, options: Pick<CallOptions, "signal"> = {}) =>
    api.download(path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path, options),
};
