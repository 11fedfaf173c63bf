/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-sand-200 ${className}`} />;
}
