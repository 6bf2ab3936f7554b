import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A sandbox e-invoicing test run of a user, its checks kept whole as JSON. */
export const TestResultSchema = defineEntity({
  name: "TestResult",
  tableName: "test_results",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    testType: p.text(),
    status: p.enum(["success", "warning", "error"]),
    ranAt: p.datetime(),
    details: p.json<unknown>(),
  },
  indexes: [{ name: "test_results_user_id_ran_at_index", properties: ["user", "ranAt"] }],
});

export class TestResult extends TestResultSchema.class {}
TestResultSchema.setClass(TestResult);
