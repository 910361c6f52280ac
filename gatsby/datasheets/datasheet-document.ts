/**
 * What a material's datasheet PDF says, in one language: the words and numbers of its page
 * (src/materials/MaterialDatasheet.tsx), from the same entry and the same row rules, so page and PDF never
 * disagree (docs/technical-data.md).
 */
import { createHash } from "node:crypto";
import { formatNumber } from "../../src/shared/i18n/format-number";
import {
  layerThicknesses,
  orderedValues,
  valueText,
  VALUE_COLUMNS,
  type DatasheetValue,
} from "../../src/materials/datasheet-rows";
import { LANGUAGE_LOCALES, type Language } from "../../src/shared/i18n/languages";
import type { Localized } from "../../src/shared/i18n/localized";
import type { Translate } from "../../src/shared/i18n/translate";
import type { DatasheetDocument } from "./datasheet-pdf";

/** The fields of a material (data/materials/) its datasheet reads. */
export interface DatasheetEntry {
  id: string;
  title: Localized;
  family: Localized;
  summary: Localized;
  composition: readonly { element: string; min?: number; max?: number; balance?: boolean }[];
  values: readonly DatasheetValue[];
  machines: readonly { product: string; layerThickness: readonly number[] }[];
}

/** The company as the datasheet names it: the headquarters of data/locations.json. */
export interface DatasheetCompany {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: Localized;
  phone: string;
  email: string;
}

/** The entry's version: changes exactly when its data does (the first 8 hex digits of its SHA-256). */
export function entryVersion(entry: object): string {
  return createHash("sha256").update(JSON.stringify(entry)).digest("hex").slice(0, 8);
}

export function datasheetDocument(
  entry: DatasheetEntry,
  {
    language,
    t,
    machineNames,
    company,
    date,
  }: {
    language: Language;
    /** The `applicationcenter` namespace in `language`. */
    t: Translate;
    machineNames: Readonly<Record<string, string>>;
    company: DatasheetCompany;
    date: Date;
  },
): DatasheetDocument {
  const title = entry.title[language];
  const number = (value: number | undefined) =>
    value === undefined ? t("datasheet.composition.none") : formatNumber(value, language);
  const issuedOn = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
  return {
    language,
    documentTitle: t("datasheet.meta.title", { material: title }),
    eyebrow: t("datasheet.eyebrow"),
    title,
    lead: entry.family[language],
    summary: entry.summary[language],
    tables: [
      {
        title: t("datasheet.composition.caption", { material: title }),
        columns: [
          t("datasheet.composition.element"),
          t("datasheet.composition.min"),
          t("datasheet.composition.max"),
        ],
        rows: entry.composition.map((element) =>
          element.balance
            ? [element.element, t("datasheet.composition.balance"), ""]
            : [element.element, number(element.min), number(element.max)],
        ),
      },
      {
        title: t("datasheet.values.caption", { material: title }),
        note: t("datasheet.values.notGuaranteed"),
        weights: [2.2, 1.7, 1.4, 1.8, 1.3, 0.8],
        columns: VALUE_COLUMNS.map((column) => t(`datasheet.values.${column}`)),
        rows: orderedValues(entry.values).map((row) => [
          t(`datasheet.properties.${row.property}`),
          t(`datasheet.conditions.${row.condition}`),
          t(`datasheet.orientations.${row.orientation ?? "none"}`),
          valueText(row, language),
          row.standard,
          formatNumber(row.samples, language),
        ]),
      },
      {
        title: t("datasheet.machines.caption", { material: title }),
        columns: [t("datasheet.machines.machine"), t("datasheet.machines.layerThickness")],
        rows: entry.machines.map((machine) => [
          machineNames[machine.product] ?? machine.product,
          layerThicknesses(machine.layerThickness, language),
        ]),
      },
    ],
    company: [
      company.name,
      `${company.street}, ${company.postalCode} ${company.city}, ${company.country[language]}`,
      `${company.phone} · ${company.email}`,
    ],
    issued: t("datasheet.pdf.issued", { date: issuedOn, version: entryVersion(entry) }),
  };
}
