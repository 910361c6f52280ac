import { type ReactNode } from "react";
import { CallToAction } from "./CallToAction";
import { ContentSection } from "./ContentSection";
import { PageHero } from "./PageHero";
import { usePageContent } from "./use-page-content";

/**
 * A page made of the content in a translation namespace: hero, sections, call to action. Pages add their
 * own parts after the hero (`intro`) or after the sections (`children`).
 */
export function ContentPage({
  ns,
  keyPrefix,
  intro,
  children,
}: {
  ns: string;
  keyPrefix?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const content = usePageContent(ns, keyPrefix);
  return (
    <>
      <PageHero hero={content.hero} />
      {intro}
      {content.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
      {children}
      {content.cta && <CallToAction cta={content.cta} />}
    </>
  );
}
