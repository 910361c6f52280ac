import { useEffect, useState } from "react";

/** Set by gatsby-config at build start and inlined into both bundles, so hydration sees the same year. */
const BUILD_YEAR = Number(process.env.GATSBY_BUILD_YEAR) || new Date().getFullYear();

/**
 * The year in the copyright notice: the build's year in the served HTML, replaced by the visitor's
 * current year once the page runs, so an old build never shows last year.
 */
export function useCopyrightYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  return year;
}
