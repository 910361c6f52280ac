import "i18next";

// Our translations always exist (a jest test checks both languages), so `t` returns a string, not null.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
