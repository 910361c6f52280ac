import { forwardRef, type AriaAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { isPlainClick } from "./plain-click";
import { useHydrated } from "../hooks/use-hydrated";

/** What the control announces once its code runs: until then it is a plain link and claims none of it. */
type Enhanced = Pick<
  AriaAttributes,
  "aria-controls" | "aria-expanded" | "aria-haspopup" | "aria-keyshortcuts"
>;

export interface ActionLinkProps {
  /** A page that does the same job without script: where a tap before the page's code runs leads. */
  href: string;
  /** What a click does once the code runs (open a dialog or a menu), given the control for focus return. */
  onAction: (control: HTMLElement) => void;
  className?: string;
  hrefLang?: string;
  enhanced?: Enhanced;
  children: ReactNode;
}

/**
 * A control that works from its first paint: a link to a page that does the job until the page's code
 * runs, a button from then on (docs/browser-behaviour.md). One element, so
 * a focus or a tap in between is never lost and nothing moves.
 */
export const ActionLink = forwardRef<HTMLAnchorElement, ActionLinkProps>(function ActionLink(
  { href, onAction, className, hrefLang, enhanced, children },
  ref,
) {
  const hydrated = useHydrated();
  const act = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onAction(event.currentTarget);
  };
  return (
    <a
      ref={ref}
      href={href}
      hrefLang={hrefLang}
      className={className}
      {...(hydrated ? { role: "button", ...enhanced } : {})}
      // Handled from the moment React attaches it, even before the first effect: no tap falls in between.
      onClick={(event) => isPlainClick(event) && act(event)}
      // A button is pressed with Space too; a link is not, so only once it is one.
      onKeyDown={(event) => hydrated && event.key === " " && act(event)}
    >
      {children}
    </a>
  );
});
