import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { optionalField, optionalText } from "../validation/text-fields.ts";

const URL_MAX = 500;

const HTTP_URL = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/\S*)?$/iu;

const httpUrlRule: KeyedRule<string> = (value) =>
  HTTP_URL.test(value) && value.length <= URL_MAX ? undefined : "pasettings.invalidurl";

/** An http(s) address. */
export const HttpUrl = Schema.String.pipe(Schema.check(keyedCheck(httpUrlRule)));

/** Which PA a user works with: the built-in sandbox PA, or a real one at the addresses given. */
export const PaMode = Schema.Literals(["sandbox", "custom"]);
export type PaMode = typeof PaMode.Type;

/** How the app authenticates to a real PA: a bearer token, or OAuth 2.0 client credentials. */
export const PaAuthKind = Schema.Literals(["token", "oauth2"]);
export type PaAuthKind = typeof PaAuthKind.Type;

const settingsConsistency = Schema.makeFilter<{
  readonly mode: PaMode;
  readonly flowServiceUrl: string | null;
  readonly directoryServiceUrl: string | null;
  readonly authKind: PaAuthKind;
  readonly tokenUrl: string | null;
  readonly oauthClient: string | null;
}>((settings) => {
  if (settings.mode === "sandbox") return [];
  const required: ReadonlyArray<readonly [string, string | null]> = [
    ["flowServiceUrl", settings.flowServiceUrl],
    ["directoryServiceUrl", settings.directoryServiceUrl],
    ...(settings.authKind === "oauth2"
      ? ([
          ["tokenUrl", settings.tokenUrl],
          ["oauthClient", settings.oauthClient],
        ] as const)
      : []),
  ];
  return required
    .filter(([, value]) => value === null)
    .map(([field]) => ({ path: [field], issue: "pasettings.required" }));
});

/**
 * The PA settings a user saves (docs/FRANCE-PA.md#switching): the sandbox PA, or a real PA's
 * Flow and Directory Service roots, its authentication, and the `Organization-Id` it may want.
 * `secret` is the token or the client secret; left blank, the one saved before is kept.
 */
export const PaSettingsRequest = Schema.Struct({
  mode: PaMode,
  flowServiceUrl: optionalField(HttpUrl),
  directoryServiceUrl: optionalField(HttpUrl),
  authKind: PaAuthKind,
  tokenUrl: optionalField(HttpUrl),
  oauthClient: optionalText(),
  secret: optionalText(2000),
  organization: optionalText(),
}).check(settingsConsistency);
export type PaSettingsRequest = typeof PaSettingsRequest.Type;

/** PA settings as kept: the request with its secret (null for the sandbox). */
export type PaSettings = Omit<PaSettingsRequest, "secret"> & { readonly secret: string | null };

/** PA settings as the API shows them: never the secret, only whether one is saved. */
export const PaSettingsView = Schema.Struct({
  mode: PaMode,
  flowServiceUrl: Schema.NullOr(Schema.String),
  directoryServiceUrl: Schema.NullOr(Schema.String),
  authKind: PaAuthKind,
  tokenUrl: Schema.NullOr(Schema.String),
  oauthClient: Schema.NullOr(Schema.String),
  organization: Schema.NullOr(Schema.String),
  secretSaved: Schema.Boolean,
});
export type PaSettingsView = typeof PaSettingsView.Type;

/** Answer of the PA settings: `data` is null until first saved. */
export const PaSettingsResponse = Schema.Struct({ data: Schema.NullOr(PaSettingsView) });
export type PaSettingsResponse = typeof PaSettingsResponse.Type;
