import { useTranslation } from "../shared/i18n/page-i18n";
import { DialogShell } from "../shared/dialog/DialogShell";
import { SearchPanel } from "./SearchPanel";

/**
 * The site search as a modal dialog (loaded only when it opens): the focus starts in the field and stays
 * in the dialog, Escape and the close button close it and return the focus to the opener.
 */
export default function SearchDialog({ onClose }: { onClose: (returnFocus?: boolean) => void }) {
  const { t } = useTranslation("common");
  return (
    <DialogShell title={t("search.title")} closeLabel={t("search.close")} onClose={onClose} compact>
      <SearchPanel focusOnOpen onFollow={() => onClose(false)} />
    </DialogShell>
  );
}
