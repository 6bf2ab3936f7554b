import http from "node:http";

/** What a streamed request got back, and how much of its body had been sent by then. */
export interface StreamedAnswer {
  readonly status: number;
  readonly body: string;
  /** Bytes of the body written when the answer's head arrived. */
  readonly bytesSent: number;
}

/**
 * Sends `prefix` and then filler bytes in 64 KB chunks, up to `totalBytes`, chunked (no
 * Content-Length) unless `headers` declare one, and stops sending as soon as the answer's head
 * arrives: a server that refuses early answers long before the whole body is sent.
 */
export const streamUntilAnswered = (
  url: string,
  options: {
    readonly method: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly prefix?: Uint8Array;
    readonly totalBytes: number;
  },
): Promise<StreamedAnswer> =>
  new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request(url, { method: options.method, headers: options.headers });
    request.on("response", (response) => {
      answered = true;
      const sentAtAnswer = bytesSent;
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          bytesSent: sentAtAnswer,
        });
      });
    });
    // The server may close the connection once it has answered; that is no failure.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const filler = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (!answered && bytesSent < options.totalBytes) {
        const chunk = bytesSent === 0 && options.prefix ? Buffer.from(options.prefix) : filler;
        bytesSent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
