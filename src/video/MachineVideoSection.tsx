import { useNamespace, useTranslation } from "../shared/i18n/page-i18n";
import { machineVideoAt } from "./machine-video";
import { PlainSection } from "../shared/sections/PlainSection";
import { ClickToLoadVideo } from "./ClickToLoadVideo";

/** The video section of a machine page: its video from `machines:<keyPrefix>.video`. */
export function MachineVideoSection({ keyPrefix }: { keyPrefix: string }) {
  const { t, language } = useTranslation("machines");
  const bundle = (useNamespace("machines") ?? {}) as Record<string, unknown>;
  const video = machineVideoAt(bundle, `${language}/machines`, keyPrefix);
  return (
    <PlainSection id="video" title={t("video.title")}>
      <ClickToLoadVideo
        id={video.id}
        title={video.title}
        playLabel={t("video.play")}
        notice={t("video.consent")}
      />
    </PlainSection>
  );
}
