import { useEffect, useRef, useState } from "react";

const MAP_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox=-112.3600%2C33.5950%2C-112.2900%2C33.6310&layer=mapnik&marker=33.6131%2C-112.3246";
const MAP_LINK = "https://www.openstreetmap.org/?mlat=33.6131&mlon=-112.3246#map=14/33.6131/-112.3246";

/**
 * The map of the Find Us section. Nothing is loaded until the section comes near the viewport, and
 * the frame sits on a plain panel, so without network the page simply shows the panel and the link.
 */
export function MapEmbed({ label }: { label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || !("IntersectionObserver" in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={holder} className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-sand-100">
      <div className="aspect-[16/9] w-full">
        {near && (
          <iframe
            title={label}
            src={MAP_URL}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="h-full w-full border-0"
          />
        )}
      </div>
      <p className="border-t border-sand-200 bg-white px-4 py-2 text-sm">
        <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
          Open the map in OpenStreetMap
        </a>
      </p>
    </div>
  );
}
