import { isBot } from "../../src/forms/person";

it("a filled honeypot is a bot", () => {
  expect(isBot({ website: " " })).toBe(false);
  expect(isBot({ website: "spam" })).toBe(true);
});
