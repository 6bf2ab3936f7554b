import {
  type ChorusProConfig,
  chorusProFrenchPlatformLayer,
  sandboxFrenchPlatformLayer,
} from "@invoicing/adapters";
import { FrenchPlatform, type PlatformEnvironment, type User, usesSandbox } from "@invoicing/core";
import { Context, Effect, Layer } from "effect";

/**
 * The French platforms a submission can go to: the in-process sandbox, always there, and Chorus
 * Pro when its settings are configured.
 */
export class FrenchPlatforms extends Context.Service<
  FrenchPlatforms,
  {
    readonly sandbox: FrenchPlatform["Service"];
    readonly production: FrenchPlatform["Service"] | null;
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
      return { sandbox, production };
    }),
  );

/** The platform that answers a caller, and which one it is. */
export interface ChosenFrenchPlatform {
  readonly environment: PlatformEnvironment;
  readonly platform: FrenchPlatform["Service"];
}

/**
 * The platform a caller's submissions go to (docs/PRODUCT-RULES.md#sandbox): the sandbox while the
 * account's sandbox mode is on, when the request's `x-sandbox-mode` asks for it, or when Chorus Pro
 * is not configured; Chorus Pro otherwise.
 */
export const chooseFrenchPlatform = (user: User, headerSandboxMode: boolean | undefined) =>
  Effect.gen(function* () {
    const platforms = yield* FrenchPlatforms;
    const sandbox = usesSandbox({
      accountSandboxMode: user.settings.sandboxMode,
      headerSandboxMode,
      productionConfigured: platforms.production !== null,
    });
    const chosen: ChosenFrenchPlatform =
      sandbox || platforms.production === null
        ? { environment: "sandbox", platform: platforms.sandbox }
        : { environment: "production", platform: platforms.production };
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
