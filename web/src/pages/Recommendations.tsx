import { lazy, Suspense } from "react";
import { PageIntro } from "../components/PageIntro";

const RecommendationFinder = lazy(() => import("../components/RecommendationFinder"));

const steps = [
  { title: "Tell Us Your Needs", text: "Describe your project, your interests, budget and timeline." },
  { title: "AI Analysis", text: "We compare your needs with the projects we have delivered and draft a plan." },
  { title: "Get Recommendations", text: "See matching case studies, why they match, and a plan for yours." },
];

export default function Recommendations() {
  return (
    <>
      <PageIntro title="Project Recommendations">
        Describe what you need and see the projects of ours that match it, with a draft plan for yours.
      </PageIntro>

      {/* Prerendered in full; on a client-side visit the finder appears once its chunk is in. */}
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <RecommendationFinder />
      </Suspense>

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-center text-3xl font-bold text-ink">
            How It Works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-6">
                <span className="text-sm font-semibold text-accent-700">Step {i + 1}</span>
                <h3 className="mt-2 text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
