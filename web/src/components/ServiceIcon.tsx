import type { ServiceIcon as ServiceIconName } from "#schema/site/services.ts";

const paths: Record<ServiceIconName, string> = {
  palette:
    "M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.7-.4-1.1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.1-4-7.8-9-7.8zM7.5 12.5h.01M9.5 8h.01M14.5 8h.01M16.5 12h.01",
  code: "M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16",
  server: "M4 5h16v6H4zM4 13h16v6H4zM8 8h.01M8 16h.01",
  network: "M12 3v6M5 21v-4h14v4M12 9a3 3 0 1 0 0 .01M12 12v5M3 21h4M17 21h4",
  terminal: "M4 5h16v14H4zM7 9l3 3-3 3M12 15h5",
  compass: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z",
};

export function ServiceIcon({ icon, className }: { icon: ServiceIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[icon]} />
    </svg>
  );
}
