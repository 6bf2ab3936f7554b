import {
  deleteLogo,
  FileNotFound,
  getLogoFile,
  LogoMissing,
  LogoTooLarge,
  LogoTypeUnsupported,
  LogoUploadResponse,
  MAX_LOGO_BYTES,
  UserNotFound,
  UserResponse,
  uploadLogo,
} from "@invoicing/core";
import { Effect, Schema } from "effect";
import { defineRoute, fileResponse, jsonResponse } from "./define-route.ts";

const tag = "files";

// A logo's file name is the id and extension the server gave it; anything else names no logo.
const LogoParams = Schema.Struct({
  name: Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-f-]{36}\.(jpg|png|gif)$/u))),
});

/** The company logo: upload (content-sniffed JPEG, PNG or GIF, 2 MB), removal, and serving it. */
export const uploadRoutes = [
  defineRoute({
    method: "post",
    path: "/api/upload/logo",
    auth: "required",
    summary: "Upload the company logo (multipart field `logo`): JPEG, PNG or GIF by content, 2 MB",
    tag,
    upload: { field: "logo", maxBytes: MAX_LOGO_BYTES, tooLarge: "settings.filetoolarge" },
    response: jsonResponse(LogoUploadResponse),
    errors: { LogoMissing, LogoTooLarge, LogoTypeUnsupported, UserNotFound },
    handler: ({ caller, file }) =>
      uploadLogo({ userId: caller.user.id, bytes: file === null ? null : file.bytes }),
  }),
  defineRoute({
    method: "delete",
    path: "/api/upload/logo",
    auth: "required",
    summary: "Remove the company logo",
    tag,
    response: jsonResponse(UserResponse),
    errors: { UserNotFound },
    handler: ({ caller }) => deleteLogo(caller.user.id).pipe(Effect.map((user) => ({ user }))),
  }),
  defineRoute({
    method: "get",
    path: "/api/files/logos/:name",
    auth: "required",
    summary: "The signed-in user's current logo, served with the type sniffed at upload",
    tag,
    params: {
      schema: LogoParams,
      notFound: (raw) => new FileNotFound({ fileKey: `logos/${raw.name ?? ""}` }),
    },
    response: fileResponse("image/*"),
    errors: { FileNotFound, UserNotFound },
    handler: ({ caller, params }) =>
      getLogoFile({ userId: caller.user.id, key: `logos/${params.name}` }).pipe(
        Effect.map((file) => ({
          contentType: file.contentType,
          bytes: file.bytes,
          downloadName: null,
        })),
      ),
  }),
];
