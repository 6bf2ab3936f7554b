import { Effect } from "effect";
import { Clock } from "../ports/clock.ts";
import { FileStorage } from "../ports/file-storage.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { ReceivedInvoiceReader } from "../ports/received-invoice-reader.ts";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import type { ReceivedInvoice, ReceivedSource } from "../purchases/received-invoice.ts";
import { receivedSummary } from "../purchases/received-invoice-api.ts";
import {
  ReceivedInvoiceDuplicate,
  ReceivedInvoiceFileMissing,
} from "../purchases/received-invoice-errors.ts";
import { receivedDuplicateKey } from "../purchases/received-invoice-rules.ts";
import type { UserId } from "../users/user-id.ts";

/** Where the file of a received invoice is stored. */
export const receivedFileKey = (userId: UserId, id: string): string =>
  `received-invoices/${userId}/${id}`;

const MAX_NAME = 200;

/**
 * Takes in a supplier invoice (docs/FRANCE-PA.md#receiving), uploaded or delivered by the PA:
 * reads and validates the file (ReceivedInvoiceFormatUnsupported, ReceivedInvoiceInvalid with
 * the broken rules), refuses a second invoice of the same supplier, number and year
 * (ReceivedInvoiceDuplicate), stores the file byte for byte and keeps the record. `bytes` is
 * null when an upload carried no file (ReceivedInvoiceFileMissing).
 */
export const receiveInvoice = (input: {
  readonly userId: UserId;
  readonly bytes: Uint8Array | null;
  readonly fileName: string | null;
  readonly source: ReceivedSource;
  readonly flowId: string | null;
}) =>
  Effect.gen(function* () {
    if (input.bytes === null || input.bytes.length === 0) {
      return yield* Effect.fail(new ReceivedInvoiceFileMissing());
    }
    const read = yield* (yield* ReceivedInvoiceReader).read(input.bytes);
    const id = yield* (yield* IdGenerator).next;
    const receivedAt = yield* (yield* Clock).now;
    const fileKey = receivedFileKey(input.userId, id);
    const invoice: ReceivedInvoice = {
      id,
      ...read.content,
      validation: read.validation,
      source: input.source,
      flowId: input.flowId,
      fileKey,
      contentType: read.contentType,
      fileName: (input.fileName ?? `${read.content.number}`).slice(0, MAX_NAME),
      receivedAt,
      status: null,
      paidAt: null,
    };
    const storage = yield* FileStorage;
    yield* storage.put(fileKey, input.bytes, read.contentType);
    const { duplicateOf } = yield* (yield* ReceivedInvoiceRepository).insert(
      input.userId,
      invoice,
      receivedDuplicateKey(read.content),
    );
    if (duplicateOf !== null) {
      yield* storage.delete(fileKey);
      return yield* Effect.fail(new ReceivedInvoiceDuplicate({ existingId: duplicateOf }));
    }
    return { data: receivedSummary(invoice) };
  });
