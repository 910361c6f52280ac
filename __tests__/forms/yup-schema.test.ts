import { ValidationError } from "yup";
import { rulesSchema } from "../../src/forms/yup-schema";

describe("the yup adapter", () => {
  const schema = rulesSchema(
    {
      email: { label: "Email", rules: [{ rule: "required" }, { rule: "email" }] },
      website: { label: "Website", rules: [{ rule: "url" }] },
      consent: { label: "Consent", rules: [{ rule: "required", allowFalse: false }] },
    },
    "en",
  );

  it("reports the spec's message for each failing field", async () => {
    const error = await schema
      .validate({ email: "x", website: "nope", consent: false }, { abortEarly: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const messages = Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
    expect(messages).toEqual({
      email: "Email is not valid.",
      website: "This is not a valid URL.",
      consent: "Consent is not valid.",
    });
  });

  it("accepts valid values and skips empty optional ones", async () => {
    await expect(
      schema.validate({ email: "a@example.com", website: "", consent: true }),
    ).resolves.toBeTruthy();
  });
});
