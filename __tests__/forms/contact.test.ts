import formsEn from "../../data/locales/en/forms.json";
import { appendContact, EMPTY_CONTACT } from "../../src/forms/contact";
import { translator } from "../../src/shared/i18n/translate";
import { formDataEntries } from "../support/form-data";

it("the contact body names the subject in the visitor's language and trims the person fields", () => {
  const body = new FormData();
  const t = translator({ forms: formsEn }, "en", "forms");
  appendContact(
    body,
    { ...EMPTY_CONTACT, name: " Sam ", email: "sam@example.com ", subject: "service", message: " Hi " },
    t,
  );
  expect(formDataEntries(body)).toEqual([
    ["name", "Sam"],
    ["email", "sam@example.com"],
    ["company", ""],
    ["consent", "yes"],
    ["subject", "Service and spare parts"],
    ["message", " Hi "],
  ]);
});
