import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "../shared/i18n/page-i18n";
import { AUTOPLAY_INTERVAL_MS, swipeStep, wrapIndex } from "./slides";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { usePrefersReducedMotion } from "../shared/hooks/use-prefers-reduced-motion";
import type { Language } from "../shared/i18n/languages";
import type { Localized } from "../shared/i18n/localized";
import { SiteImage } from "../shared/images/SiteImage";
import * as styles from "./HomeGallery.module.css";

export interface GallerySlide {
  id: string;
  alt: Localized;
  caption: Localized;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

/**
 * The home page slider: 600 ms slides, swipe (50 px), arrow keys, previous/next and one button per slide.
 * It plays by itself unless paused, hovered, focused or the visitor prefers reduced motion.
 */
export function HomeGallery({ slides, language }: { slides: readonly GallerySlide[]; language: Language }) {
  const { t } = useTranslation("home");
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const go = (step: number) => setCurrent((index) => wrapIndex(index, step, count));
  const playing = !paused && !interacting && !reducedMotion && count > 1;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(
      () => setCurrent((index) => wrapIndex(index, 1, count)),
      AUTOPLAY_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const step = swipeStep(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (step !== 0) go(step);
  };

  return (
    // Arrow keys work while focus is on one of the carousel's own buttons; the section only listens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={t("gallery.label")}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={() => setInteracting(false)}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ul
          className={styles.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={playing ? "off" : "polite"}
        >
          {slides.map((slide, index) => {
            const image = slide.image.childImageSharp?.gatsbyImageData;
            return (
              <li
                key={slide.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={t("gallery.goTo", { number: index + 1, count })}
                aria-hidden={index !== current}
                data-current={index === current}
              >
                <figure className={styles.figure}>
                  {image && (
                    <SiteImage
                      image={image}
                      alt={slide.alt[language]}
                      className={styles.image}
                      priority={index === 0}
                      draggable={false}
                    />
                  )}
                  <figcaption className={styles.caption}>{slide.caption[language]}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      {/* Hidden, not removed, until they work: nothing moves when they appear. */}
      <div className={styles.controls} data-awaits-script={hydrated ? undefined : ""}>
        <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
          {paused ? t("gallery.play") : t("gallery.pause")}
        </button>
        <button type="button" className={styles.control} onClick={() => go(-1)}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t("gallery.previous")}</span>
        </button>
        <ul className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.dot}
                aria-current={index === current}
                aria-label={t("gallery.goTo", { number: index + 1, count })}
                onClick={() => setCurrent(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.control} onClick={() => go(1)}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t("gallery.next")}</span>
        </button>
      </div>
    </section>
  );
}
