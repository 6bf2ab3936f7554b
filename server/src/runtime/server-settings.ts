import { Context, Layer } from "effect";

/** Settings of this server that use cases take as inputs, such as the public address of links. */
export class ServerSettings extends Context.Service<
  ServerSettings,
  {
    /** The address users reach the app at, without a trailing slash. */
    readonly appUrl: string;
  }
>()("@invoicing/server/ServerSettings") {}

/** Provides the server's settings. */
export const serverSettingsLayer = (settings: {
  readonly appUrl: string;
}): Layer.Layer<ServerSettings> => Layer.succeed(ServerSettings, settings);
