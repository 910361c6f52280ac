import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { useTranslation } from "../shared/i18n/page-i18n";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { LocalizedLink } from "../shared/links/LocalizedLink";
import { SiteImage } from "../shared/images/SiteImage";
import { PageHero } from "../shared/sections/PageHero";
import { formatNumber, layerThicknesses, orderedValues, type DatasheetValue } from "./datasheet-rows";
import * as styles from "./MaterialDatasheet.module.css";

/** A material as its page's query gives it (the collection's entry: src/types/collections/materials.ts). */
export interface DatasheetMaterial {
  jsonId: string;
  title: Localized;
  family: Localized;
  process: string;
  summary: Localized;
  imageAlt: Localized;
  datasheet: string;
  composition: readonly {
    element: string;
    min?: number | null;
    max?: number | null;
    balance?: boolean | null;
  }[];
  values: readonly DatasheetValue[];
  machines: readonly { product: string; layerThickness: readonly number[] }[];
}

/** A table an engineer may need to scroll sideways on a phone: a focusable region, so keys scroll it too. */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
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
  const compositionCaption = t("datasheet.composition.caption", { material: title });
  const valuesCaption = t("datasheet.values.caption", { material: title });
  const machinesCaption = t("datasheet.machines.caption", { material: title });
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
            <LocalizedLink to="/get-quote/" className={styles.quote}>
              {t("datasheet.requestQuote")}
            </LocalizedLink>
            <a href={material.datasheet} className={styles.download} type="application/pdf" download>
              {t("datasheet.download")}
            </a>
            <LocalizedLink to="/application-center/#materials" className={styles.back}>
              {t("datasheet.allMaterials")}
            </LocalizedLink>
          </p>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="composition">
        <h2 id="composition">{t("datasheet.composition.title")}</h2>
        <ScrollingTable label={compositionCaption}>
          <table className={styles.table}>
            <caption>{compositionCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("datasheet.composition.element")}</th>
                <th scope="col">{t("datasheet.composition.min")}</th>
                <th scope="col">{t("datasheet.composition.max")}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </ScrollingTable>
      </section>

      <section className={styles.section} aria-labelledby="typical-values">
        <h2 id="typical-values">{t("datasheet.values.title")}</h2>
        <p className={styles.note}>{t("datasheet.values.notGuaranteed")}</p>
        <ScrollingTable label={valuesCaption}>
          <table className={styles.table}>
            <caption>{valuesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("datasheet.values.property")}</th>
                <th scope="col">{t("datasheet.values.condition")}</th>
                <th scope="col">{t("datasheet.values.orientation")}</th>
                <th scope="col">{t("datasheet.values.value")}</th>
                <th scope="col">{t("datasheet.values.standard")}</th>
                <th scope="col">{t("datasheet.values.samples")}</th>
              </tr>
            </thead>
            <tbody>
              {orderedValues(material.values).map((row, index) => (
                <tr key={`${row.property}-${row.condition}-${row.orientation ?? "none"}-${index}`}>
                  <th scope="row">{t(`datasheet.properties.${row.property}`)}</th>
                  <td>{t(`datasheet.conditions.${row.condition}`)}</td>
                  <td>{t(`datasheet.orientations.${row.orientation ?? "none"}`)}</td>
                  <td className={styles.value}>
                    {formatNumber(row.value, language)}
                    {typeof row.spread === "number" &&
                      ` ${t("datasheet.values.spread", { spread: formatNumber(row.spread, language) })}`}{" "}
                    {row.unit}
                  </td>
                  <td>{row.standard}</td>
                  <td className={styles.number}>{formatNumber(row.samples, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </section>

      <section className={styles.section} aria-labelledby="machines">
        <h2 id="machines">{t("datasheet.machines.title")}</h2>
        <ScrollingTable label={machinesCaption}>
          <table className={styles.table}>
            <caption>{machinesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("datasheet.machines.machine")}</th>
                <th scope="col">{t("datasheet.machines.layerThickness")}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </ScrollingTable>
      </section>
    </>
  );
}
