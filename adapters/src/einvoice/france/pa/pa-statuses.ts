import type { FrenchPlatformUnavailable } from "@invoicing/core";
import { Effect } from "effect";
import type { PaClient } from "./pa-client.ts";
import type { Flow } from "./pa-flow.ts";
import { type ReceivedStatus, readCdar } from "./read-cdar.ts";

/** A status a PA sent about one of our invoices, with the flow that carried it. */
export interface StatusFlow {
  readonly flowId: string;
  /** Our tracking id of the invoice's deposit (its number), when the PA echoes it. */
  readonly trackingId: string | null;
  readonly updatedAt: string;
  readonly status: ReceivedStatus;
}

/** The status a lifecycle flow carries, reading its CDAR; null for a file that is not one. */
export const statusOfFlow = (client: PaClient, flow: Flow) =>
  Effect.map(client.getFlowFile(flow.flowId), (file): StatusFlow | null => {
    const status = readCdar(new TextDecoder().decode(file));
    return status === null
      ? null
      : {
          flowId: flow.flowId,
          trackingId: flow.trackingId ?? null,
          updatedAt: flow.updatedAt,
          status,
        };
  });

/**
 * The statuses the PA sent about our issued invoices since `updatedAfter` (all of them for
 * null): the incoming `CustomerInvoiceLC` flows, each read from its CDAR, oldest first.
 */
export const statusesSince = (
  client: PaClient,
  updatedAfter: string | null,
): Effect.Effect<ReadonlyArray<StatusFlow>, FrenchPlatformUnavailable> =>
  Effect.gen(function* () {
    const flows = yield* client.searchFlows({
      flowType: ["CustomerInvoiceLC"],
      flowDirection: ["In"],
      ...(updatedAfter === null ? {} : { updatedAfter }),
    });
    const read = yield* Effect.forEach(flows, (flow) => statusOfFlow(client, flow), {
      concurrency: 4,
    });
    return read
      .filter((status) => status !== null)
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  });

/** A supplier invoice the PA delivered to us as a buyer: its flow and its file as sent. */
export interface DeliveredInvoiceFlow {
  readonly flowId: string;
  readonly fileName: string;
  readonly updatedAt: string;
  readonly file: Uint8Array;
}

/** Whether a flow delivers a supplier invoice to us (`SupplierInvoice`, direction `In`). */
export const isDeliveredInvoice = (flow: Flow): boolean =>
  flow.flowType === "SupplierInvoice" && flow.flowDirection === "In";

/** The file of a delivered supplier invoice, byte for byte as the supplier sent it. */
export const deliveredInvoiceOfFlow = (client: PaClient, flow: Flow) =>
  Effect.map(
    client.getFlowFile(flow.flowId),
    (file): DeliveredInvoiceFlow => ({
      flowId: flow.flowId,
      fileName: flow.name,
      updatedAt: flow.updatedAt,
      file,
    }),
  );

/**
 * The supplier invoices the PA delivered to us since `updatedAfter` (all of them for null): the
 * incoming `SupplierInvoice` flows, each with its original file, oldest first.
 */
export const deliveredInvoicesSince = (
  client: PaClient,
  updatedAfter: string | null,
): Effect.Effect<ReadonlyArray<DeliveredInvoiceFlow>, FrenchPlatformUnavailable> =>
  Effect.gen(function* () {
    const flows = yield* client.searchFlows({
      flowType: ["SupplierInvoice"],
      flowDirection: ["In"],
      ...(updatedAfter === null ? {} : { updatedAfter }),
    });
    const delivered = yield* Effect.forEach(
      flows.filter(isDeliveredInvoice),
      (flow) => deliveredInvoiceOfFlow(client, flow),
      { concurrency: 4 },
    );
    return [...delivered].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  });
