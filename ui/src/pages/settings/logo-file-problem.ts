import { checkLogo, MAX_LOGO_BYTES } from "@invoicing/core";

/** What the file picker offers: jpeg, jpg, png and gif. */
export const LOGO_ACCEPT = "image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif";

const LOGO_NAME = /\.(?:jpe?g|png|gif)$/iu;
const LOGO_TYPES: ReadonlyArray<string> = ["image/jpeg", "image/png", "image/gif"];

/**
 * The i18n key of the first problem of a chosen logo, checked before any upload with the rules the
 * server applies (docs/PRODUCT-RULES.md#files): a file must be chosen, at most 2 MB, named or typed
 * as JPEG, PNG or GIF, and one by its content (a renamed text file is not). Undefined when it is
 * fine.
 */
export const logoFileProblem = async (file: File | undefined): Promise<string | undefined> => {
  if (file === undefined) return "settings.nofileselected";
  if (file.size > MAX_LOGO_BYTES) return "settings.filetoolarge";
  if (!LOGO_NAME.test(file.name) && !LOGO_TYPES.includes(file.type)) {
    return "settings.invalidfiletype";
  }
  const checked = checkLogo(new Uint8Array(await file.arrayBuffer()));
  return checked._tag === "Failure" ? checked.failure.key : undefined;
};
