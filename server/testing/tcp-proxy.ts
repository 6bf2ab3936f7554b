import net from "node:net";

/** A TCP relay the tests put between a server and its database, to take the database away. */
export interface TcpProxy {
  /** The port it listens at on 127.0.0.1. */
  readonly port: number;
  /** Drops every open connection and refuses new ones, as a database that went down. */
  cut(): void;
  /** Relays new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** Relays connections on a free loopback port to `target`. */
export const startTcpProxy = async (target: {
  readonly host: string;
  readonly port: number;
}): Promise<TcpProxy> => {
  const open = new Set<net.Socket>();
  let relaying = true;
  const server = net.createServer((client) => {
    if (!relaying) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
    }
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      relaying = false;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      relaying = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
