import { useEffect, useRef, useState } from "react";
import { debounce } from "../shared/utils/debounce";
import { embedUrl, watchUrl } from "./machine-video";
import { ActionLink } from "../shared/links/ActionLink";
import { DEFAULT_PLAYER_SIZE, playerSizeFor } from "./player-size";
import * as styles from "./ClickToLoadVideo.module.css";

/** Resizing fires many events; the player follows once it has settled. */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks for it: a local poster with a
 * play button, then the no-cookie player, started right away. The player follows its container's width at
 * 16:9 (640 × 360 at most, and before the container is measured).
 */
export function ClickToLoadVideo({
  id,
  title,
  playLabel,
  notice,
}: {
  id: string;
  title: string;
  /** "Play video": the button reads "Play video: <title>". */
  playLabel: string;
  /** Tells the visitor that playing loads the video from another host. */
  notice: string;
}) {
  const [playing, setPlaying] = useState(false);
  const [size, setSize] = useState(DEFAULT_PLAYER_SIZE);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = debounce(() => setSize(playerSizeFor(element.clientWidth)), RESIZE_DEBOUNCE_MS);
    measure();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => {
        window.removeEventListener("resize", measure);
        measure.cancel();
      };
    }
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => {
      observer.disconnect();
      measure.cancel();
    };
  }, []);

  return (
    <figure className={styles.video}>
      <div ref={container} className={styles.frame}>
        {playing ? (
          <iframe
            className={styles.player}
            src={embedUrl(id)}
            title={title}
            width={size.width}
            height={size.height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          // Until the page's code runs, the video's page on YouTube.
          <ActionLink href={watchUrl(id)} className={styles.poster} onAction={() => setPlaying(true)}>
            <span className={styles.playIcon} aria-hidden="true" />
            <span className={styles.label}>{playLabel}:</span> <span className={styles.title}>{title}</span>
          </ActionLink>
        )}
      </div>
      <figcaption className={styles.notice}>{notice}</figcaption>
    </figure>
  );
}
