import { contactModalRequested } from "../../src/contact/contact-modal-query";

describe("the contact-modal query parameter", () => {
  it.each([
    ["?contact-modal=1", true],
    ["?contact-modal=yes&x=1", true],
    ["?contact-modal=", false],
    ["?contact-modal", false],
    ["", false],
  ])("%s opens the modal: %p", (search, expected) => {
    expect(contactModalRequested(search)).toBe(expected);
  });
});
