import type { Translate } from "../shared/i18n/translate";
import type { ComparisonTexts } from "./ComparisonTable";

/** A comparison page's words from the `compare` namespace; `kind` is the page's own part of it. */
export function comparisonTexts(t: Translate, kind: "machines" | "materials"): ComparisonTexts {
  return {
    title: t(`${kind}.title`),
    legend: t(`${kind}.legend`),
    caption: t(`${kind}.caption`),
    property: t("property"),
    differs: t("differs"),
    choose: t("choose"),
    showing: (count, total) => t("showing", { count, total }),
    showingAll: (total) => t("showingAll", { total }),
    most: t("most"),
  };
}
