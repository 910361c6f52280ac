import { useEffect, type RefObject } from "react";

/**
 * Publishes the banner's height as `--consent-banner-height` on <html>, whose scroll-padding-bottom uses it,
 * so an element focused with the keyboard is scrolled above the fixed banner, not behind it (WCAG 2.4.11).
 */
export function useBannerHeight(banner: RefObject<HTMLElement>): void {
  useEffect(() => {
    const node = banner.current;
    if (!node) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--consent-banner-height", `${node.offsetHeight}px`);
    update();
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("resize", update);
      root.style.removeProperty("--consent-banner-height");
    };
  }, [banner]);
}
