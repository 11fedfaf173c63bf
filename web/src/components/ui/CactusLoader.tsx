/**
 * The animated cactus used for loading states (docs/product.md#portfolio). `reserve` holds a screen's
 * height for content on its way, so what arrives does not push the rest of the page about.
 */
export function CactusLoader({ label, reserve = false }: { label: string; reserve?: boolean }) {
  return (
    <div role="status" className={`flex flex-col items-center gap-4 py-12 text-muted ${reserve ? "min-h-svh" : ""}`}>
      <svg viewBox="0 0 64 64" className="h-16 w-16 animate-bounce text-brand-600" aria-hidden="true">
        <path
          d="M28 56V14a4 4 0 0 1 8 0v42zM18 40V26a3 3 0 0 1 6 0v9h4v5zm28-6V22a3 3 0 0 0-6 0v7h-4v5z"
          fill="currentColor"
        />
        <path d="M12 56h40" stroke="#d2602f" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p>{label}</p>
    </div>
  );
}
