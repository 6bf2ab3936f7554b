import {
  BrazilSettings,
  DEFAULT_NOTIFICATION_PREFERENCES,
  FranceSettings,
  SettingsRepository,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Option, Schema } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const settings = Effect.service(SettingsRepository);

const france = Schema.decodeUnknownSync(FranceSettings)({
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  companyName: "Atelier Dupont",
  address: "1 rue de la Paix",
  city: "Paris",
  postalCode: "75002",
  autoSendToPlatform: true,
  defaultVATRate: 0.055,
});

const brazil = Schema.decodeUnknownSync(BrazilSettings)({
  cnpj: "11222333000181",
  cpf: "52998224725",
  inscricaoEstadual: "110042490114",
  inscricaoMunicipal: "1234567",
  companyName: "Construtora Paulista",
  address: "Avenida Paulista",
  number: "1000",
  complement: "Sala 1",
  district: "Bela Vista",
  city: "São Paulo",
  municipalityCode: "3550308",
  uf: "SP",
  postalCode: "01310-100",
  regime: "normal",
  autoSendToSEFAZ: true,
  defaultNFeEnvironment: "production",
});

describeEachBackend("SettingsRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  const newUserId = async () => (await insertUser(test.database.orm.em.fork())).id;

  it("answers the default notification preferences until some are saved, then the last saved", async () => {
    const userId = await newUserId();
    const read = () =>
      runtime.run(Effect.flatMap(settings, (repository) => repository.getNotifications(userId)));
    expect(await read()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const quiet = {
      emailNotifications: false,
      paymentReminders: true,
      overdueNotifications: false,
      newFeatureAnnouncements: false,
      payLinkInInvoiceEmails: false,
    };
    await runtime.run(
      Effect.flatMap(settings, (repository) => repository.saveNotifications(userId, quiet)),
    );
    expect(await read()).toEqual(quiet);
    await runtime.run(
      Effect.flatMap(settings, (repository) =>
        repository.saveNotifications(userId, { ...quiet, emailNotifications: true }),
      ),
    );
    expect(await read()).toEqual({ ...quiet, emailNotifications: true });
  });

  it("keeps France settings per user and replaces them on save", async () => {
    const userId = await newUserId();
    const other = await newUserId();
    const read = (id: string) =>
      runtime.run(Effect.flatMap(settings, (repository) => repository.getFrance(id)));
    expect(await read(userId)).toEqual(Option.none());
    await runtime.run(
      Effect.flatMap(settings, (repository) => repository.saveFrance(userId, france)),
    );
    expect(await read(userId)).toEqual(Option.some(france));
    const changed = { ...france, vatNumber: null, city: null, defaultVATRate: 0.2 };
    await runtime.run(
      Effect.flatMap(settings, (repository) => repository.saveFrance(userId, changed)),
    );
    expect(await read(userId)).toEqual(Option.some(changed));
    expect(await read(other)).toEqual(Option.none());
  });

  it("keeps Brazil settings per user and replaces them on save", async () => {
    const userId = await newUserId();
    const other = await newUserId();
    const read = (id: string) =>
      runtime.run(Effect.flatMap(settings, (repository) => repository.getBrazil(id)));
    expect(await read(userId)).toEqual(Option.none());
    await runtime.run(
      Effect.flatMap(settings, (repository) => repository.saveBrazil(userId, brazil)),
    );
    expect(await read(userId)).toEqual(Option.some(brazil));
    const changed = { ...brazil, cpf: null, autoSendToSEFAZ: false };
    await runtime.run(
      Effect.flatMap(settings, (repository) => repository.saveBrazil(userId, changed)),
    );
    expect(await read(userId)).toEqual(Option.some(changed));
    expect(await read(other)).toEqual(Option.none());
  });
});
