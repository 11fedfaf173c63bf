import { PageIntro } from "../components/PageIntro";

const steps = [
  { title: "Tell Us Your Needs", text: "Describe your project, your interests, budget and timeline." },
  { title: "AI Analysis", text: "We compare your needs with the projects we have delivered." },
  { title: "Get Recommendations", text: "See matching case studies and a draft project plan." },
];

export default function Recommendations() {
  return (
    <>
      <PageIntro title="Project Recommendations">
        Describe what you need and see the projects of ours that match it, with a draft plan for yours.
      </PageIntro>
      <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <h2 id="how-heading" className="text-center text-3xl font-bold text-ink">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6">
              <span className="text-sm font-semibold text-accent-700">Step {i + 1}</span>
              <h3 className="mt-2 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
