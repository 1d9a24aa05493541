import { CATEGORY_PREVIEW_WIDTH } from "../../domain/constants";
import { compressForUpload } from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";
import { PictureUpload } from "./PictureUpload";

interface CategoryPictureProps {
  media: { id: number; src: string } | null;
  businessId: number;
  canUpload: boolean;
  onUploaded: (media: { id: number; src: string }) => void;
}

/** The category's picture, previewed CATEGORY_PREVIEW_WIDTH wide, replaced by an upload fitted in 800x800. */
export function CategoryPicture({ media, businessId, canUpload, onUploaded }: CategoryPictureProps) {
  const { uploadMedia } = useMenuEditorApi();
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const ready = await compressForUpload(file, "category");
    const uploaded = await uploadMedia(ready, { businessId, kind: "category", onProgress });
    onUploaded({ id: uploaded.id, src: uploaded.src });
  };
  return (
    <PictureUpload
      src={media?.src}
      alt="app.menuEditor.picture"
      buttonLabel="app.menuEditor.picture"
      width={CATEGORY_PREVIEW_WIDTH}
      canUpload={canUpload}
      upload={upload}
    />
  );
}
