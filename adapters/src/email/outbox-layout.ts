import { join } from "node:path";

// Account ids are UUIDs; anything else is not made into a path.
const SAFE_OWNER = /^[A-Za-z0-9-]{1,64}$/u;

/**
 * The folder of the outbox that holds an account's messages: `<outbox>/<owner>`. A message sent
 * for no account (or an id unfit for a path) stays at the top, where no account lists it.
 */
export const outboxFolderOf = (outbox: string, owner: string | undefined): string =>
  owner !== undefined && SAFE_OWNER.test(owner) ? join(outbox, owner) : outbox;
