import { ruleMessage } from "../../src/forms/messages";
import { firstFailingRule, MEGABYTE, passes, type RuleSpec } from "../../src/forms/rules";
import { validateValue } from "../../src/forms/validate";

describe("required", () => {
  it.each<[unknown, boolean]>([
    [null, false],
    [undefined, false],
    ["", false],
    ["   \t\n", false],
    [[], false],
    [false, true],
    [true, true],
    [0, true],
    ["x", true],
    [[""], true],
  ])("%p passes: %p", (value, expected) => {
    expect(passes({ rule: "required" }, value)).toBe(expected);
  });

  it("rejects false when asked to", () => {
    expect(passes({ rule: "required", allowFalse: false }, false)).toBe(false);
    expect(passes({ rule: "required", allowFalse: false }, true)).toBe(true);
  });
});

describe("email", () => {
  it.each<[unknown, boolean, boolean]>([
    ["sam@example.com", false, true],
    ["  sam@example.com  ", false, true],
    ["sam@example", false, false],
    ["ada.example.com", false, false],
    ["sam@exa mple.com", false, false],
    ["a@example.com,b@example.org", false, false],
    ["a@example.com,b@example.org", true, true],
    ["a@example.com, b@example.org", true, true],
    ["a@example.com,not-an-address", true, false],
    ["a@example.com,", true, false],
    [42, false, false],
  ])("%p (multiple %p) passes: %p", (value, multiple, expected) => {
    expect(passes({ rule: "email", multiple }, value)).toBe(expected);
  });
});

describe("url", () => {
  it.each<[unknown, boolean]>([
    ["example.com", true],
    ["http://example.com", true],
    ["https://www.example.com/path/to?x=1&y=2#part", true],
    ["192.168.0.1", true],
    ["http://192.168.0.1:8080/status", true],
    ["127.0.0.1:3000", true],
    ["http://localhost:9000/", true],
    ["ftp://example.com", false],
    ["http://300.1.1.1", false],
    ["example", false],
    ["http://exa mple.com", false],
    [5, false],
  ])("%p passes: %p", (value, expected) => {
    expect(passes({ rule: "url" }, value)).toBe(expected);
  });
});

describe("file", () => {
  it.each<[unknown, boolean]>([
    ["part.step", true],
    [{ name: "part.step", size: 10 }, true],
    [{ size: 10 }, false],
    [{ name: "", size: 10 }, false],
    [{ name: 7 }, false],
    [42, false],
  ])("%p passes: %p", (value, expected) => {
    expect(passes({ rule: "file" }, value)).toBe(expected);
  });
});

describe("filesize", () => {
  const limit: RuleSpec = { rule: "filesize", maxMegabytes: 20 };
  it.each<[unknown, boolean]>([
    [{ name: "a", size: 0 }, true],
    [{ name: "a", size: 20 * MEGABYTE - 1 }, true],
    // The boundary: exactly the limit passes, one byte more fails.
    [{ name: "a", size: 20 * MEGABYTE }, true],
    [{ name: "a", size: 20 * MEGABYTE + 1 }, false],
    [{ name: "a" }, false],
  ])("%p passes: %p", (value, expected) => {
    expect(passes(limit, value)).toBe(expected);
  });
});

describe("a field's rules", () => {
  it("stop at the first failing rule", () => {
    const rules: RuleSpec[] = [{ rule: "file" }, { rule: "filesize", maxMegabytes: 1 }];
    expect(firstFailingRule({ size: 5 * MEGABYTE }, rules)).toBe("file");
    expect(firstFailingRule({ name: "a", size: 5 * MEGABYTE }, rules)).toBe("filesize");
    expect(firstFailingRule(" ", [{ rule: "required" }, { rule: "email" }])).toBe("required");
    expect(firstFailingRule("x", [{ rule: "required" }, { rule: "email" }, { rule: "url" }])).toBe("email");
  });

  it("skip an empty optional field", () => {
    expect(firstFailingRule("", [{ rule: "email" }])).toBeNull();
    expect(firstFailingRule("   ", [{ rule: "url" }])).toBeNull();
    expect(firstFailingRule(null, [{ rule: "file" }, { rule: "filesize", maxMegabytes: 20 }])).toBeNull();
    expect(firstFailingRule([], [{ rule: "email" }])).toBeNull();
  });
});

describe("messages", () => {
  it.each([
    ["required", "en", "Name is not valid."],
    ["email", "en", "Name is not valid."],
    ["url", "en", "This is not a valid URL."],
    ["file", "en", "This is not a valid file."],
    ["filesize", "en", "Filesize exceeded the limit."],
    ["required", "de", "Name ist nicht gültig."],
    ["email", "de", "Name ist nicht gültig."],
    ["url", "de", "Dies ist keine gültige URL."],
    ["file", "de", "Dies ist keine gültige Datei."],
    ["filesize", "de", "Die Datei überschreitet die zulässige Größe."],
  ] as const)("%s in %s", (rule, language, message) => {
    expect(ruleMessage(rule, "Name", language)).toBe(message);
  });

  it("name the first failure only", () => {
    expect(validateValue("", [{ rule: "required" }, { rule: "email" }], "Email", "en")).toBe(
      "Email is not valid.",
    );
    expect(
      validateValue("a@example.com", [{ rule: "required" }, { rule: "email" }], "Email", "de"),
    ).toBeNull();
    expect(validateValue("x", [{ rule: "url" }], "Website", "de")).toBe("Dies ist keine gültige URL.");
  });
});
