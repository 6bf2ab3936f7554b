import { Schema } from "effect";
import { User } from "../users/user.ts";

/** The answer to a logo upload: where the logo is served (`logoUrl`), and the account. */
export const LogoUploadResponse = Schema.Struct({ logoUrl: Schema.String, user: User });
export type LogoUploadResponse = typeof LogoUploadResponse.Type;
