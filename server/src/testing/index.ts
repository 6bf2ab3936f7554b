export { fileForm, tinyGif, tinyPng } from "./images.ts";
export { responseChecker } from "./openapi-validator.ts";
export { outboxMessages, resetTokenIn } from "./outbox.ts";
export { clientBody, invoiceBody } from "./sample-bodies.ts";
export { type SpawnedServer, spawnServer } from "./spawn-server.ts";
export {
  type RequestOptions,
  startTestServer,
  type TestAccount,
  type TestResponse,
  type TestServer,
  type TestServerOptions,
} from "./start-test-server.ts";
