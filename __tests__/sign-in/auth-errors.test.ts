import { EXPIRED_MESSAGE, NO_STRATEGY_MESSAGE } from "../../src/sign-in/auth-errors";
import en from "../../data/locales/en/common.json";

describe("auth messages", () => {
  it("shows the exact English texts", () => {
    expect(en.auth.errors.expired).toBe(EXPIRED_MESSAGE);
    expect(en.auth.errors.noStrategy).toBe(NO_STRATEGY_MESSAGE);
  });
});
