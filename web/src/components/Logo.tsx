/** The saguaro mark, also used as the favicon (web/public/favicon.svg). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f6f66" />
      <path
        d="M28 52V14a4 4 0 0 1 8 0v38zM20 38V26a3 3 0 0 1 6 0v8h2v4zm24-6v-10a3 3 0 0 0-6 0v6h-2v4z"
        fill="#fbf8f3"
      />
      <path d="M14 52h36" stroke="#d2602f" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
