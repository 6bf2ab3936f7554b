import { act } from "react";

/** A JSON answer of the server, as `fetch` resolves it. */
export const jsonAnswer = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * Lets pending answers reach the screen: the answer's body is read, decoded, handed to the query
 * cache, which tells React in a later task, and React renders. A few turns of the event loop.
 */
export const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 3; turn += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
};
