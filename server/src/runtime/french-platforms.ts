import {
  type ChorusProConfig,
  chorusProFrenchPlatformLayer,
  sandboxFrenchPlatformLayer,
} from "@invoicing/adapters";
import {
  ChorusProSettingsRepository,
  FrenchPlatform,
  isChorusProComplete,
  type PlatformEnvironment,
  type User,
  usesSandbox,
} from "@invoicing/core";
import { Context, Effect, Layer, Option } from "effect";
import { CHORUS_PRO_TIMEOUT_MS } from "../config.ts";

/**
 * The French platforms a submission can go to: the in-process sandbox, always there, Chorus Pro
 * with the server's account when the environment configures one, and Chorus Pro with a user's own
 * account (one client per account, kept while it stays the same).
 */
export class FrenchPlatforms extends Context.Service<
  FrenchPlatforms,
  {
    readonly sandbox: FrenchPlatform["Service"];
    readonly production: FrenchPlatform["Service"] | null;
    readonly chorusProOf: (config: ChorusProConfig) => Effect.Effect<FrenchPlatform["Service"]>;
  }
>()("@invoicing/server/FrenchPlatforms") {}

/** What the French platforms are built from: the standards the sandbox validates with, Chorus Pro. */
export interface FrenchPlatformsSetup {
  readonly standardsDir: string;
  readonly chorusPro: ChorusProConfig | null;
}

const platformOf = <E, R>(layer: Layer.Layer<FrenchPlatform, E, R>) =>
  Effect.map(Layer.build(layer), (context) => Context.get(context, FrenchPlatform));

/**
 * Builds both platforms once; the sandbox's validation worker stops with the runtime. Needs the
 * IdGenerator, for the sandbox's flow ids.
 */
export const frenchPlatformsLayer = (setup: FrenchPlatformsSetup) =>
  Layer.effect(
    FrenchPlatforms,
    Effect.gen(function* () {
      const sandbox = yield* platformOf(sandboxFrenchPlatformLayer(setup.standardsDir));
      const production =
        setup.chorusPro === null
          ? null
          : yield* platformOf(chorusProFrenchPlatformLayer(setup.chorusPro));
      const accounts = new Map<string, FrenchPlatform["Service"]>();
      const chorusProOf = (config: ChorusProConfig) =>
        Effect.gen(function* () {
          const key = JSON.stringify(config);
          const kept = accounts.get(key);
          if (kept !== undefined) return kept;
          const made = yield* Effect.scoped(platformOf(chorusProFrenchPlatformLayer(config)));
          accounts.set(key, made);
          return made;
        });
      return { sandbox, production, chorusProOf };
    }),
  );

/** The platform that answers a caller, and which one it is. */
export interface ChosenFrenchPlatform {
  readonly environment: PlatformEnvironment;
  readonly platform: FrenchPlatform["Service"];
}

/**
 * The platform a caller's submissions go to (docs/PRODUCT-RULES.md#sandbox,
 * docs/FRANCE-PA.md#chorus-pro): the sandbox while the account's sandbox mode is on, when the
 * request's `x-sandbox-mode` asks for it, or when no Chorus Pro account is there; otherwise Chorus
 * Pro with the user's own account when it is saved whole, with the server's otherwise.
 */
export const chooseFrenchPlatform = (user: User, headerSandboxMode: boolean | undefined) =>
  Effect.gen(function* () {
    const platforms = yield* FrenchPlatforms;
    const own = yield* ChorusProSettingsRepository.use((stored) => stored.get(user.id));
    const production =
      Option.isSome(own) && isChorusProComplete(own.value)
        ? yield* platforms.chorusProOf({ ...own.value, timeoutMs: CHORUS_PRO_TIMEOUT_MS })
        : platforms.production;
    const sandbox = usesSandbox({
      accountSandboxMode: user.settings.sandboxMode,
      headerSandboxMode,
      productionConfigured: production !== null,
    });
    const chosen: ChosenFrenchPlatform =
      sandbox || production === null
        ? { environment: "sandbox", platform: platforms.sandbox }
        : { environment: "production", platform: production };
    return chosen;
  });

/**
 * Runs `use` with the caller's French platform provided, telling it which environment answers
 * (a use case keeps it with each submission).
 */
export const withFrenchPlatform = <A, E, R>(
  user: User,
  headerSandboxMode: boolean | undefined,
  use: (environment: PlatformEnvironment) => Effect.Effect<A, E, R>,
) =>
  Effect.flatMap(chooseFrenchPlatform(user, headerSandboxMode), ({ environment, platform }) =>
    Effect.provideService(use(environment), FrenchPlatform, platform),
  );

/** Runs `use` with the sandbox platform provided, whatever the caller's mode: a test run's. */
export const withSandboxFrenchPlatform = <A, E, R>(use: Effect.Effect<A, E, R>) =>
  Effect.flatMap(FrenchPlatforms, (platforms) =>
    Effect.provideService(use, FrenchPlatform, platforms.sandbox),
  );
