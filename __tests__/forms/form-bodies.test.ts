import formsEn from "../../data/locales/en/forms.json";
import { appendContact, EMPTY_CONTACT } from "../../src/forms/contact";
import { isBot } from "../../src/forms/person";
import { appendQuote, EMPTY_QUOTE, lostFileName } from "../../src/forms/quote";
import { translator } from "../../src/i18n/translate";

const entries = (body: FormData) => {
  const list: [string, string][] = [];
  body.forEach((value, name) => list.push([name, typeof value === "string" ? value : `file:${value.name}`]));
  return list;
};

describe("the body a form sends", () => {
  it("names the contact's subject in the visitor's language and trims the person fields", () => {
    const body = new FormData();
    const t = translator({ forms: formsEn }, "en", "forms");
    appendContact(
      body,
      { ...EMPTY_CONTACT, name: " Sam ", email: "sam@example.com ", subject: "service", message: " Hi " },
      t,
    );
    expect(entries(body)).toEqual([
      ["name", "Sam"],
      ["email", "sam@example.com"],
      ["company", ""],
      ["consent", "yes"],
      ["subject", "Service and spare parts"],
      ["message", " Hi "],
    ]);
  });

  it("names the quote's product and materials, and attaches the file", () => {
    const body = new FormData();
    appendQuote(
      body,
      {
        ...EMPTY_QUOTE,
        product: "midi",
        materials: ["in718", "gone"],
        quantity: " 2 ",
        file: new File(["x"], "part.step"),
      },
      {
        products: [{ slug: "midi", name: "AconityMIDI" }],
        materials: [{ id: "in718", title: { en: "IN718", de: "IN718 (de)" } }],
        language: "de",
      },
    );
    expect(entries(body).slice(0, 5)).toEqual([
      ["product", "AconityMIDI"],
      ["materials", "IN718 (de)"],
      ["materials", "gone"],
      ["quantity", "2"],
      ["file", "file:part.step"],
    ]);
  });
});

it("a filled honeypot is a bot", () => {
  expect(isBot({ website: " " })).toBe(false);
  expect(isBot({ website: "spam" })).toBe(true);
});

it("the lost file's name is read from the draft", () => {
  expect(lostFileName({ fileName: "part.step" })).toBe("part.step");
  expect(lostFileName({ fileName: true })).toBe("");
  expect(lostFileName(null)).toBe("");
});
