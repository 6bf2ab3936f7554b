import { Context, Layer } from "effect";

/** Settings of this server that use cases take as inputs, such as the public address of links. */
export class ServerSettings extends Context.Service<
  ServerSettings,
  {
    /** The address users reach the app at, without a trailing slash. */
    readonly appUrl: string;
    /** A production server (`NODE_ENV=production`): the outbox viewer needs the sandbox on. */
    readonly production: boolean;
  }
>()("@invoicing/server/ServerSettings") {}

/** Provides the server's settings. */
export const serverSettingsLayer = (settings: {
  readonly appUrl: string;
  readonly production: boolean;
}): Layer.Layer<ServerSettings> => Layer.succeed(ServerSettings, settings);
