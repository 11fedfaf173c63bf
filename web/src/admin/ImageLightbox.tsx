import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ImageItem } from "#schema/types.ts";
import { CloseIcon } from "../components/ui/CloseIcon";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";

/**
 * The full-screen preview of an uploaded image: it fills the viewport on a dark backdrop, at the
 * variant the screen needs. Escape, the Close button or a click anywhere closes it; focus stays
 * inside while it is open and returns to the thumbnail that opened it (Headless UI's Dialog).
 */
export function ImageLightbox({ image, onClose }: { image: ImageItem | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onClose={onClose} className="fixed inset-0 z-[90]">
      {image && (
        <DialogPanel onClick={onClose} className="fixed inset-0 flex cursor-zoom-out flex-col bg-black/95 text-white">
          <div className="flex items-center gap-4 px-4 py-3">
            <DialogTitle className="min-w-0 flex-1 truncate text-sm font-semibold">{image.name}</DialogTitle>
            <span className="hidden text-xs text-white/70 sm:inline">
              {image.width} × {image.height} · Esc or click to close
            </span>
            <button
              type="button"
              aria-label="Close"
              data-autofocus
              onClick={onClose}
              className="rounded-md p-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <ResponsiveImage
            src={image.url}
            rendition={image}
            alt={image.name}
            sizes="100vw"
            fit="contain"
            className="min-h-0 flex-1 px-2 pb-2 sm:px-6 sm:pb-6"
          />
        </DialogPanel>
      )}
    </Dialog>
  );
}
