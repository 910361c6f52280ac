import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/page-i18n";
import * as styles from "./ConnectionStatus.module.css";

type Connection = "online" | "offline" | "back-online";

/** How long "You are back online" stays. */
export const BACK_ONLINE_MS = 5000;

/**
 * Says when the connection drops and when it returns, in a polite live region that is always in the page
 * (a region added together with its text is not announced).
 */
export function ConnectionStatus() {
  const { t } = useTranslation("common");
  const [connection, setConnection] = useState<Connection>("online");

  useEffect(() => {
    if (!navigator.onLine) setConnection("offline");
    const offline = () => setConnection("offline");
    const online = () => setConnection("back-online");
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);

  useEffect(() => {
    if (connection !== "back-online") return;
    const timer = setTimeout(() => setConnection("online"), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [connection]);

  return (
    <div role="status" className={styles.region} data-connection={connection}>
      {connection === "offline" && <p className={styles.message}>{t("pageStatus.offline")}</p>}
      {connection === "back-online" && <p className={styles.message}>{t("pageStatus.online")}</p>}
    </div>
  );
}
