import { buildFacturXXml } from "@invoicing/core";
import { Result } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { facturXCorpus } from "../../../testing/einvoice/france/factur-x-corpus.ts";
import { testStandardsDir } from "../../../testing/standards.ts";
import { facturXStandards } from "./factur-x-standards.ts";
import { makeSchematronValidator } from "./schematron-validator.ts";

const { schematronDir } = facturXStandards(testStandardsDir);
const [first] = facturXCorpus();
if (first === undefined) throw new Error("empty corpus");
const example = Result.getOrThrow(buildFacturXXml(first.input));
const SLOW = 60_000;

describe("makeSchematronValidator", () => {
  const validator = makeSchematronValidator(schematronDir);
  afterAll(() => validator.close());

  it(
    "validates documents in parallel requests and starts again after being closed",
    async () => {
      const answers = await Promise.all([validator.validate(example), validator.validate(example)]);
      expect(answers).toEqual([[], []]);
      await validator.close();
      expect(await validator.validate(example)).toEqual([]);
    },
    SLOW,
  );

  it(
    "fails a validation the rules cannot run, such as one whose code lists are missing",
    async () => {
      const misplaced = makeSchematronValidator("/nowhere");
      await expect(misplaced.validate(example)).rejects.toThrow(/FODC0002/u);
      await misplaced.close();
    },
    SLOW,
  );
});
