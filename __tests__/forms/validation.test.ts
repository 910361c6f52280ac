import { ValidationError, type AnyObject, type ObjectSchema } from "yup";
import formsDe from "../../data/locales/de/forms.json";
import formsEn from "../../data/locales/en/forms.json";
import { contactSchema } from "../../src/forms/contact";
import { CAD_FILE_LIMIT_MB, quoteSchema } from "../../src/forms/quote";
import { MEGABYTE } from "../../src/forms/validation";
import type { Language } from "../../src/shared/i18n/languages";
import { translator } from "../../src/shared/i18n/translate";

const BUNDLES = { en: formsEn, de: formsDe };
const texts = (language: Language) => translator({ forms: BUNDLES[language] }, language, "forms");

const VALID_CONTACT = {
  name: "Sam Sample",
  email: "sam@example.com",
  company: "",
  subject: "machines",
  message: "Hello",
  consent: true,
  website: "",
};

const VALID_QUOTE = {
  product: "aconity-midi",
  materials: [],
  quantity: "2",
  file: null,
  message: "",
  name: "Robin Example",
  email: "robin@example.com",
  company: "",
  consent: true,
  website: "",
};

/** Each failing field with its message (the first failure of each: what the form shows). */
async function failures(schema: ObjectSchema<AnyObject>, values: object): Promise<Record<string, string>> {
  const error = await schema.validate(values, { abortEarly: false }).catch((caught: unknown) => caught);
  if (!(error instanceof ValidationError)) return {};
  const messages: Record<string, string> = {};
  for (const inner of error.inner) messages[inner.path ?? ""] ??= inner.message;
  return messages;
}

const contact = contactSchema(texts("en"));
const quote = quoteSchema(texts("en"));
const sized = (size: number) => new File([new Uint8Array(size)], "part.step");

describe("required text", () => {
  it.each<[unknown, boolean]>([
    [null, false],
    [undefined, false],
    ["", false],
    ["   \t\n", false],
    ["x", true],
  ])("%p passes: %p", async (name, passes) => {
    expect(await failures(contact, { ...VALID_CONTACT, name })).toEqual(
      passes ? {} : { name: "Name is not valid." },
    );
  });
});

describe("email", () => {
  it.each<[string, boolean]>([
    ["sam@example.com", true],
    ["  sam@example.com  ", true],
    ["jürgen@müller.de", true],
    ["sam@example", false],
    ["ada.example.com", false],
    ["sam@exa mple.com", false],
    ["a@example.com,b@example.org", false],
    ["", false],
  ])("%p passes: %p", async (email, passes) => {
    expect(await failures(contact, { ...VALID_CONTACT, email })).toEqual(
      passes ? {} : { email: "Email is not valid." },
    );
  });
});

describe("consent", () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    [undefined, false],
  ])("%p passes: %p", async (consent, passes) => {
    expect(await failures(contact, { ...VALID_CONTACT, consent })).toEqual(
      passes ? {} : { consent: "Consent is not valid." },
    );
  });
});

describe("the CAD file", () => {
  it("is optional", async () => {
    expect(await failures(quote, VALID_QUOTE)).toEqual({});
  });

  it("must be a file", async () => {
    expect(await failures(quote, { ...VALID_QUOTE, file: { name: "part.step", size: 10 } })).toEqual({
      file: "This is not a valid file.",
    });
  });

  it.each<[number, boolean]>([
    [0, true],
    [CAD_FILE_LIMIT_MB * MEGABYTE - 1, true],
    // The boundary: exactly the limit passes, one byte more fails.
    [CAD_FILE_LIMIT_MB * MEGABYTE, true],
    [CAD_FILE_LIMIT_MB * MEGABYTE + 1, false],
  ])("of %p bytes passes: %p", async (size, passes) => {
    expect(await failures(quote, { ...VALID_QUOTE, file: sized(size) })).toEqual(
      passes ? {} : { file: "Filesize exceeded the limit." },
    );
  });
});

describe("the forms' rules", () => {
  it("name every invalid field of the contact form once, with the spec's message", async () => {
    expect(
      await failures(contact, {
        ...VALID_CONTACT,
        name: " ",
        email: "",
        subject: "",
        message: "",
        consent: false,
      }),
    ).toEqual({
      name: "Name is not valid.",
      email: "Email is not valid.",
      subject: "Subject is not valid.",
      message: "Message is not valid.",
      consent: "Consent is not valid.",
    });
  });

  it("in German too", async () => {
    const german = quoteSchema(texts("de"));
    expect(
      await failures(german, {
        ...VALID_QUOTE,
        product: "",
        quantity: "",
        email: "x",
        file: sized(21 * MEGABYTE),
      }),
    ).toEqual({
      product: "Maschine oder Produkt ist nicht gültig.",
      quantity: "Stückzahl ist nicht gültig.",
      email: "E-Mail ist nicht gültig.",
      file: "Die Datei überschreitet die zulässige Größe.",
    });
  });

  it("skip empty optional fields and leave the honeypot to the form", async () => {
    expect(await failures(quote, { ...VALID_QUOTE, company: "", message: "", website: "spam" })).toEqual({});
  });
});
