import { useState, type ReactNode } from "react";
import { PageIntro } from "../components/PageIntro";
import { CactusLoader } from "../components/ui/CactusLoader";
import { Skeleton } from "../components/ui/Skeleton";
import { Spinner, type SpinnerTone } from "../components/ui/Spinner";
import { useHydrated } from "../lib/hydrated";

const tones: SpinnerTone[] = ["brand", "accent", "ink"];

function DemoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A demo of the site's loading animations (docs/product.md#pages); not linked from the navigation. */
export default function LoadingDemo() {
  const [cardLoading, setCardLoading] = useState(true);
  const [buttonBusy, setButtonBusy] = useState(false);
  const hydrated = useHydrated();

  return (
    <>
      <PageIntro title="Loading Animations">A showcase of the loading states used across the site.</PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:px-6 md:grid-cols-2 lg:px-8">
        <DemoCard title="Spinners">
          <div className="flex items-center gap-6">
            <Spinner size="sm" />
            <Spinner size="md" />
            <Spinner size="lg" />
          </div>
        </DemoCard>

        <DemoCard title="Colour variations">
          <div className="flex items-center gap-6">
            {tones.map((tone) => (
              <Spinner key={tone} tone={tone} label={`Loading (${tone})`} />
            ))}
            <span className="inline-flex rounded-lg bg-brand-700 p-2">
              <Spinner tone="light" label="Loading (light)" />
            </span>
          </div>
        </DemoCard>

        <DemoCard title="Cactus loader">
          <CactusLoader label="Loading projects..." />
        </DemoCard>

        <DemoCard title="Placeholders">
          <div className="flex justify-end">
            <button
              type="button"
              aria-pressed={cardLoading}
              // Prerendered: inert until the page has hydrated, so no early click is lost.
              disabled={!hydrated}
              onClick={() => setCardLoading((v) => !v)}
              className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {cardLoading ? "Show content" : "Show placeholder"}
            </button>
          </div>
          {cardLoading ? (
            <div className="mt-4 space-y-3">
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          ) : (
            <div className="mt-4 space-y-2">
              <img
                src="/images/projects/casa-ocotillo-online-ordering.svg"
                alt="Casa Ocotillo ordering site"
                width={1200}
                height={800}
                loading="lazy"
                className="h-32 w-full rounded-md object-cover"
              />
              <p className="font-semibold text-ink">Casa Ocotillo Online Ordering</p>
              <p className="text-sm text-muted">Content appears in the placeholder's place, without a layout jump.</p>
            </div>
          )}
        </DemoCard>

        <DemoCard title="Toggle buttons">
          <button
            type="button"
            aria-pressed={buttonBusy}
            disabled={!hydrated}
            onClick={() => setButtonBusy((v) => !v)}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {buttonBusy && <Spinner tone="light" size="sm" label="Working" />}
            {buttonBusy ? "Sending..." : "Send"}
          </button>
        </DemoCard>
      </div>
    </>
  );
}
