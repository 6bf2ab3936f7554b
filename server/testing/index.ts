export {
  type ApiClient,
  apiClient,
  type RequestOptions,
  type TestAccount,
  type TestResponse,
} from "./api-client.ts";
export {
  BUILT_SERVER,
  BUILT_SERVER_ENVIRONMENT,
  BUILT_SERVER_NODE_OPTIONS,
  repositoryRoot,
} from "./built-server.ts";
export { fileForm, tinyGif, tinyPng } from "./images.ts";
export { responseChecker } from "./openapi-validator.ts";
export { outboxMessages, resetTokenIn } from "./outbox.ts";
export { clientBody, invoiceBody } from "./sample-bodies.ts";
export { type SpawnedServer, spawnServer } from "./spawn-server.ts";
export { startTestServer, type TestServer, type TestServerOptions } from "./start-test-server.ts";
