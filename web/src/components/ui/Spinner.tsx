const tones = {
  brand: "text-brand-600",
  accent: "text-accent-600",
  ink: "text-ink",
  light: "text-white",
} as const;

const sizes = { sm: "h-4 w-4", md: "h-8 w-8", lg: "h-12 w-12" } as const;

export type SpinnerTone = keyof typeof tones;

/** A circular spinner; `label` is read to screen readers. */
export function Spinner({
  tone = "brand",
  size = "md",
  label = "Loading",
}: {
  tone?: SpinnerTone;
  size?: keyof typeof sizes;
  label?: string;
}) {
  return (
    <span role="status" className={`inline-flex ${tones[tone]}`}>
      <svg viewBox="0 0 24 24" className={`${sizes[size]} animate-spin`} fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
