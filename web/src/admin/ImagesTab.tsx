import { useRef, useState } from "react";
import type { ImageItem } from "#schema/types.ts";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { primaryButton } from "../components/ui/form";
import { errorMessage } from "../lib/errors";
import { toast } from "../lib/toast";
import { uploadFile } from "../lib/upload";
import { useApi } from "../lib/swr";
import * as staff from "./endpoints";
import { copyWithToast } from "./clipboard";
import { ImageLightbox } from "./ImageLightbox";
import { StaffList } from "./StaffList";

type UploadState =
  { phase: "idle" } | { phase: "uploading"; progress: number } | { phase: "success" } | { phase: "error" };

/** The grid: one column on phones, two from 640 px, four from 1024 px. */
const THUMBNAIL_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";
/** The upload indicator returns to idle this long after success or failure (docs/product.md#numbers-and-formats). */
export const UPLOAD_STATUS_RESET_MS = 2_000;

export function ImagesTab() {
  const { data, error, mutate } = useApi(staff.images);
  const [upload, setUpload] = useState<UploadState>({ phase: "idle" });
  const [preview, setPreview] = useState<ImageItem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUpload({ phase: "uploading", progress: 0 });
    try {
      await uploadFile(staff.uploadImage, file, (progress) => setUpload({ phase: "uploading", progress }));
      setUpload({ phase: "success" });
      toast({ title: "Upload complete" });
      await mutate();
    } catch (failure) {
      setUpload({ phase: "error" });
      toast({
        variant: "destructive",
        title: "Upload failed",
        description: errorMessage(failure) ?? "There was an error uploading the image.",
      });
    } finally {
      if (fileInput.current) fileInput.current.value = "";
      setTimeout(() => setUpload({ phase: "idle" }), UPLOAD_STATUS_RESET_MS);
    }
  }

  const copyUrl = (image: ImageItem) =>
    copyWithToast(new URL(image.url, location.origin).href, { copied: "URL copied", shown: "Image URL" });

  return (
    <section aria-labelledby="images-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="images-heading" className="text-xl font-semibold text-ink">
          Image Manager
        </h2>
        <div className="flex items-center gap-3">
          <span role="status" className="text-sm text-muted" data-phase={upload.phase}>
            {upload.phase === "uploading" && `Uploading... ${Math.round(upload.progress * 100)}%`}
            {upload.phase === "success" && "Uploaded"}
            {upload.phase === "error" && "Upload failed"}
          </span>
          {upload.phase === "uploading" && (
            <progress max={1} value={upload.progress} className="h-2 w-32" aria-label="Upload progress" />
          )}
          <input
            ref={fileInput}
            id="image-upload"
            type="file"
            aria-label="Image file to upload"
            tabIndex={-1}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="sr-only"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <button
            type="button"
            className={primaryButton}
            disabled={upload.phase === "uploading"}
            onClick={() => fileInput.current?.click()}
          >
            Upload Image
          </button>
        </div>
      </div>

      <StaffList
        rows={data?.data}
        error={error}
        noun="images"
        empty={
          <>
            <p className="font-semibold text-ink">No images found.</p>
            <p className="mt-1">Upload an image to get started.</p>
          </>
        }
      >
        {(rows) => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {rows.map((image) => (
              <li key={image.key} className="overflow-hidden rounded-xl border border-sand-200 bg-white">
                <button
                  type="button"
                  className="block w-full"
                  onClick={() => setPreview(image)}
                  aria-label={`Preview ${image.name}`}
                >
                  <ResponsiveImage
                    src={image.url}
                    rendition={image}
                    alt=""
                    sizes={THUMBNAIL_SIZES}
                    className="aspect-[4/3] w-full bg-sand-100"
                  />
                </button>
                <div className="p-3">
                  <p className="truncate text-sm font-semibold text-ink" title={image.name}>
                    {image.name}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <a
                      href={`${image.url}?download`}
                      download={image.name}
                      className="rounded-md border border-sand-200 px-2 py-1 text-xs font-semibold hover:bg-sand-100"
                      onClick={() => toast({ title: "Download started", description: image.name })}
                    >
                      Download
                    </a>
                    <button
                      type="button"
                      className="rounded-md border border-sand-200 px-2 py-1 text-xs font-semibold hover:bg-sand-100"
                      onClick={() => void copyUrl(image)}
                    >
                      Copy URL
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </StaffList>

      <ImageLightbox image={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
