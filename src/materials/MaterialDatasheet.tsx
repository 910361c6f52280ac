import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { SiteImage } from "../shared/images/SiteImage";
import { PageHero } from "../shared/sections/PageHero";
import { DataTable, cellStyles } from "../shared/tables/DataTable";
import { quotePath } from "../forms/quote-prefill";
import { datasheetHref } from "./material-anchor";
import { comparePath } from "../compare/comparison";
import { formatNumber } from "../shared/i18n/format-number";
import {
  layerThicknesses,
  orderedValues,
  valueText,
  VALUE_COLUMNS,
  type DatasheetValue,
} from "./datasheet-rows";
import * as styles from "./MaterialDatasheet.module.css";

/** A material as its page's query gives it (the collection's entry: src/types/collections/materials.ts). */
export interface DatasheetMaterial {
  jsonId: string;
  title: Localized;
  family: Localized;
  process: string;
  summary: Localized;
  imageAlt: Localized;
  datasheet?: string | null;
  composition: readonly {
    element: string;
    min?: number | null;
    max?: number | null;
    balance?: boolean | null;
  }[];
  values: readonly DatasheetValue[];
  machines: readonly { product: string; layerThickness: readonly number[] }[];
}

/** A material's datasheet page: what it is, its composition, its typical properties and its machines. */
export function MaterialDatasheet({
  material,
  machineNames,
  image,
  language,
}: {
  material: DatasheetMaterial;
  /** The name of each product by slug, for the machines it is qualified on. */
  machineNames: Readonly<Record<string, string>>;
  image: IGatsbyImageData | undefined;
  language: Language;
}) {
  const { t } = useTranslation("applicationcenter");
  const title = material.title[language];
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? t("datasheet.composition.none") : formatNumber(value, language);
  return (
    <>
      <PageHero hero={{ eyebrow: t("datasheet.eyebrow"), title, lead: material.family[language] }} />
      <div className={styles.overview}>
        {image && (
          <SiteImage image={image} alt={material.imageAlt[language]} className={styles.image} priority />
        )}
        <div>
          <p className={styles.summary}>{material.summary[language]}</p>
          <p className={styles.actions}>
            <LocalizedLink to={quotePath({ material: material.jsonId })} className={styles.quote}>
              {t("datasheet.requestQuote")}
            </LocalizedLink>
            {/* The search shows the PDF beside this page's result (docs/search.md). */}
            <a
              href={datasheetHref(material, language)}
              className={styles.download}
              type="application/pdf"
              download
              data-pagefind-meta="datasheet[href]"
            >
              {t("datasheet.download")}
            </a>
            <LocalizedLink to={comparePath("materials", material.jsonId)} className={styles.back}>
              {t("datasheet.compare", { material: title })}
            </LocalizedLink>
            <LocalizedLink to="/application-center/#materials" className={styles.back}>
              {t("datasheet.allMaterials")}
            </LocalizedLink>
          </p>
        </div>
      </div>

      <DataTable
        id="composition"
        title={t("datasheet.composition.title")}
        caption={t("datasheet.composition.caption", { material: title })}
        columns={[
          t("datasheet.composition.element"),
          t("datasheet.composition.min"),
          t("datasheet.composition.max"),
        ]}
      >
        {material.composition.map((element) => (
          <tr key={element.element}>
            <th scope="row">{element.element}</th>
            {element.balance ? (
              <td colSpan={2}>{t("datasheet.composition.balance")}</td>
            ) : (
              <>
                <td>{number(element.min)}</td>
                <td>{number(element.max)}</td>
              </>
            )}
          </tr>
        ))}
      </DataTable>

      <DataTable
        id="typical-values"
        title={t("datasheet.values.title")}
        note={t("datasheet.values.notGuaranteed")}
        caption={t("datasheet.values.caption", { material: title })}
        columns={VALUE_COLUMNS.map((column) => t(`datasheet.values.${column}`))}
      >
        {orderedValues(material.values).map((row, index) => (
          <tr key={`${row.property}-${row.condition}-${row.orientation ?? "none"}-${index}`}>
            <th scope="row">{t(`datasheet.properties.${row.property}`)}</th>
            <td>{t(`datasheet.conditions.${row.condition}`)}</td>
            <td>{t(`datasheet.orientations.${row.orientation ?? "none"}`)}</td>
            <td className={cellStyles.value}>{valueText(row, language)}</td>
            <td>{row.standard}</td>
            <td className={cellStyles.number}>{formatNumber(row.samples, language)}</td>
          </tr>
        ))}
      </DataTable>

      <DataTable
        id="machines"
        title={t("datasheet.machines.title")}
        caption={t("datasheet.machines.caption", { material: title })}
        columns={[t("datasheet.machines.machine"), t("datasheet.machines.layerThickness")]}
      >
        {material.machines.map((machine) => (
          <tr key={machine.product}>
            <th scope="row">
              <LocalizedLink to={`/products/${machine.product}/`}>
                {machineNames[machine.product] ?? machine.product}
              </LocalizedLink>
            </th>
            <td>{layerThicknesses(machine.layerThickness, language)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
