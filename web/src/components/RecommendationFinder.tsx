import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type * as v from "valibot";
import { submitRecommendation, type RecommendationValues, type Settled } from "#schema/recommendation-submit.ts";
import type { PlanResponse, ProjectMatch } from "#schema/types.ts";
import { budgetRange, recommendationFormSchema, timelineRange } from "#schema/validation.ts";
import * as api from "../lib/api";
import { formatClockTime, formatWindow } from "../lib/dates";
import { errorMessage, errorStatus, isNotVerified, rateLimitOf } from "../lib/errors";
import { planStore } from "../lib/plan-store";
import { useHydrated } from "../lib/hydrated";
import { getRecaptchaToken } from "../lib/recaptcha";
import { toast, type ToastInput } from "../lib/toast";
import { PlanView } from "./PlanView";
import { ProjectCard } from "./ProjectCard";
import { CactusLoader } from "./ui/CactusLoader";
import { Field } from "./ui/Field";
import { inputClass, labelClass, primaryButton, secondaryButton } from "./ui/form";
import { formatBudget, formatMonths } from "../lib/format";
import { scrollBehavior } from "../lib/motion";

type FormValues = v.InferInput<typeof recommendationFormSchema>;

const RESULTS_ID = "recommendation-results";

type RateLimit = NonNullable<ReturnType<typeof rateLimitOf>>;

const defaults = {
  requirements: "",
  interests: "",
  budget: String(budgetRange.default),
  timeline: String(timelineRange.default),
};

/**
 * The interactive part of /recommendations: the form, the matches and the plan. It is a chunk of its
 * own (react-hook-form, the plan renderer), hydrated right after the page, so the page's first load
 * stays within the public budget.
 */
export default function RecommendationFinder() {
  const [matching, setMatching] = useState(false);
  const [planning, setPlanning] = useState(false);
  const [searched, setSearched] = useState(false);
  const [matches, setMatches] = useState<ProjectMatch[]>([]);
  const [plan, setPlan] = useState<string | null>(null);
  // The plan limit reached: its numbers and when to try again, as the API's 429 gave them.
  const [rateLimit, setRateLimit] = useState<RateLimit | null>(null);
  // reCAPTCHA did not vouch for the submit (a blocked script, a low score): the contact form still works.
  const [notVerified, setNotVerified] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, RecommendationValues>({
    resolver: valibotResolver(recommendationFormSchema),
    // No defaults: every field is registered with what is in it (the prerendered HTML starts the
    // sliders at their defaults), so text typed and sliders moved before the form hydrated are kept.
  });
  const hydrated = useHydrated();

  // What the slider labels show. The fields are registered with what is in them, so a slider moved
  // before the form hydrated keeps its place; once registered (refs attach before effects run), the
  // labels are brought in line with it.
  const [sliders, setSliders] = useState({ budget: defaults.budget, timeline: defaults.timeline });
  const { budget, timeline } = sliders;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the DOM, which the visitor may have changed before hydration
    setSliders({
      budget: getValues("budget") ?? defaults.budget,
      timeline: getValues("timeline") ?? defaults.timeline,
    });
  }, [getValues]);
  const slider = (name: "budget" | "timeline") =>
    register(name, {
      onChange: (event: { target: { value: string } }) =>
        setSliders((shown) => ({ ...shown, [name]: event.target.value })),
    });
  const loading = matching || planning;
  // Refused by the human check, nothing searched: the notice says so; "No Matches Found" would mislead.
  const refused = notVerified && !plan && matches.length === 0;

  const onSubmit = handleSubmit(async (values) => {
    setRateLimit(null); // a new submit clears the flag first (docs/product.md#recommendations)
    setNotVerified(false);
    setSearched(true);
    revealResults();
    setMatching(true);
    setPlanning(true);
    setPlan(null);

    const { plan: planned } = await submitRecommendation(values, {
      token: getRecaptchaToken,
      search: (body) => api.send("POST", api.recommendations, body),
      plan: (body) => api.send("POST", api.plan, body),
      onMatches: (found) => {
        setMatching(false);
        if (found.ok) {
          setMatches(found.value.data);
          toast({ title: "Project Matches Found", description: found.value.message });
          return;
        }
        setMatches([]);
        if (isNotVerified(found.error)) setNotVerified(true);
        // A rate limit or a refused check says why; anything else is a failed connection.
        const description =
          errorStatus(found.error) === 429 || isNotVerified(found.error)
            ? (errorMessage(found.error) ?? "Too many searches in a short time. Please wait a few minutes.")
            : "Could not connect to the recommendation engine. Please try again.";
        toast({ variant: "destructive", title: "Request Failed", description });
      },
    });
    setPlanning(false);
    // The plan's toast (ready, failed, rate limit) is the one that matters most: it is raised last,
    // so it stacks on top of the matches' toast, which stays on screen below it.
    toast(planToast(planned));
  });

  function planToast(planned: Settled<PlanResponse>): ToastInput {
    if (planned.ok && planned.value.data.recommendation) {
      setPlan(planned.value.data.recommendation);
      return { title: "AI Recommendation Ready", description: "Your custom project plan has been created" };
    }
    if (planned.ok) {
      return {
        variant: "destructive",
        title: "AI Recommendation Failed",
        description: planned.value.message || "Failed to generate AI recommendation",
      };
    }
    if (errorStatus(planned.error) === 429) {
      setRateLimit(rateLimitOf(planned.error) ?? {});
      return {
        variant: "destructive",
        title: "Rate Limit Reached",
        description: "You've reached the AI recommendation limit. Please try again later or contact us directly.",
      };
    }
    if (isNotVerified(planned.error)) {
      setNotVerified(true);
      return { variant: "destructive", title: "AI Recommendation Failed", description: errorMessage(planned.error) };
    }
    return {
      variant: "destructive",
      title: "AI Recommendation Failed",
      description: "There was a problem generating your recommendation. Please try again.",
    };
  }

  /**
   * Brings the results into view: on a phone they come below the form, and on a wide screen the
   * visitor may have scrolled down the form past their top.
   */
  function revealResults() {
    requestAnimationFrame(() => {
      const section = document.getElementById(RESULTS_ID);
      const top = section?.getBoundingClientRect().top;
      if (!section || top === undefined || (top >= 0 && top < window.innerHeight * 0.6)) return;
      section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    });
  }

  function startOver() {
    reset(defaults);
    setSliders({ budget: defaults.budget, timeline: defaults.timeline });
    setSearched(false);
    setMatches([]);
    setPlan(null);
    setRateLimit(null);
    setNotVerified(false);
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[24rem_1fr] lg:px-8">
      <section
        aria-labelledby="finder-heading"
        className="h-fit rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)]"
      >
        <h2 id="finder-heading" className="text-xl font-semibold text-ink">
          Find Your Perfect Project
        </h2>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
          <Field label="Project Requirements" error={errors.requirements?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                placeholder="e.g. An online store for our pottery studio with shipping and gift cards"
                className={inputClass}
                {...register("requirements")}
              />
            )}
          </Field>
          <Field label="Your Interests" error={errors.interests?.message}>
            {(control) => (
              <input
                {...control}
                placeholder="e.g. e-commerce, React, fast loading"
                className={inputClass}
                {...register("interests")}
              />
            )}
          </Field>
          <div>
            <div className="flex items-baseline justify-between">
              <label htmlFor="rec-budget" className={labelClass}>
                Budget Range (USD)
              </label>
              <output htmlFor="rec-budget" className="font-semibold text-brand-700">
                {formatBudget(budget)}
              </output>
            </div>
            <input
              id="rec-budget"
              type="range"
              min={budgetRange.min}
              max={budgetRange.max}
              step={budgetRange.step}
              aria-valuetext={formatBudget(budget)}
              className="mt-2 w-full accent-brand-600"
              // In the prerendered HTML too, so the thumb starts where the label says.
              defaultValue={defaults.budget}
              {...slider("budget")}
            />
          </div>
          <div>
            <div className="flex items-baseline justify-between">
              <label htmlFor="rec-timeline" className={labelClass}>
                Timeline (Months)
              </label>
              <output htmlFor="rec-timeline" className="font-semibold text-brand-700">
                {formatMonths(timeline)}
              </output>
            </div>
            <input
              id="rec-timeline"
              type="range"
              min={timelineRange.min}
              max={timelineRange.max}
              step={timelineRange.step}
              aria-valuetext={formatMonths(timeline)}
              className="mt-2 w-full accent-brand-600"
              defaultValue={defaults.timeline}
              {...slider("timeline")}
            />
          </div>
          <button
            type="submit"
            disabled={loading || rateLimit !== null || !hydrated}
            className={`${primaryButton} w-full`}
          >
            Get Recommendations
          </button>
        </form>
      </section>

      <section id={RESULTS_ID} aria-label="Results" aria-busy={loading} className="min-w-0 scroll-mt-20">
        {rateLimit && (
          <div
            role="alert"
            className="mb-6 rounded-[var(--radius-card)] border border-accent-500/40 bg-accent-100 p-5 text-accent-700"
          >
            <p className="font-semibold">
              {rateLimit.limit && rateLimit.windowSeconds
                ? `You've reached the limit of ${rateLimit.limit} AI recommendations per ${formatWindow(rateLimit.windowSeconds)}.`
                : "You've reached the AI recommendation limit."}
            </p>
            <p className="mt-1">
              {rateLimit.retryAt
                ? `Try again after ${formatClockTime(rateLimit.retryAt)}, or `
                : "Please try again later, or "}
              <Link to="/contact" className="font-semibold underline">
                contact us directly
              </Link>
              .
            </p>
          </div>
        )}

        {notVerified && (
          <div
            role="alert"
            className="mb-6 rounded-[var(--radius-card)] border border-accent-500/40 bg-accent-100 p-5 text-accent-700"
          >
            <p className="font-semibold">We couldn't verify that this request came from a person.</p>
            <p className="mt-1">
              Please try again, or{" "}
              <Link to="/contact" className="font-semibold underline">
                contact us directly
              </Link>
              : the contact form reaches us even when this check fails.
            </p>
          </div>
        )}

        {!searched ? (
          <div className="rounded-[var(--radius-card)] border border-dashed border-sand-200 bg-white/60 p-10 text-center">
            <h2 className="text-xl font-semibold text-ink">Ready to find your perfect match?</h2>
            <p className="mt-2 text-muted">Tell us about your project and we'll show you the work closest to it.</p>
          </div>
        ) : loading ? (
          <CactusLoader label="Our AI is analyzing your requirements..." />
        ) : refused ? null : (
          <div className="space-y-8">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 className="text-2xl font-semibold text-ink">Your Personalized Recommendations</h2>
              <button type="button" className={secondaryButton} onClick={startOver}>
                Try Different Criteria
              </button>
            </div>

            {plan && (
              <article
                aria-labelledby="plan-heading"
                className="rounded-[var(--radius-card)] border border-brand-200 bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <h3 id="plan-heading" className="text-xl font-semibold text-ink">
                  Your Custom Project Plan
                </h3>
                <p className="mt-1 text-sm text-muted">
                  Generated by AI from your answers. It is a starting point for a conversation, not a formal quote or a
                  promise of price or schedule.
                </p>
                <div className="mt-5">
                  <PlanView text={plan} />
                </div>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-brand-50 p-4">
                  <p className="font-semibold text-brand-900">Want to discuss this recommendation?</p>
                  <Link
                    to="/contact"
                    className={primaryButton}
                    onClick={() => {
                      planStore.set(plan);
                      toast({
                        title: "Recommendation Saved",
                        description: "Your project plan will be included with your message",
                      });
                    }}
                  >
                    Contact Us
                  </Link>
                </div>
              </article>
            )}

            {matches.length === 0 ? (
              <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-8 text-center">
                <h3 className="text-lg font-semibold text-ink">No Matches Found</h3>
                <p className="mt-2 text-muted">
                  We couldn't find any projects that match your criteria. Try adjusting your requirements or interests.
                </p>
              </div>
            ) : (
              <ol className="space-y-6">
                {matches.map((item, i) => (
                  <li
                    key={item.project.id}
                    className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 md:grid-cols-[1fr_18rem]"
                  >
                    <div>
                      <div className="flex flex-wrap items-center gap-3">
                        <h3 className="text-lg font-semibold text-ink">Recommendation #{i + 1}</h3>
                        <span className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white">
                          {item.match !== undefined ? `${item.match}% Match` : "Match"}
                        </span>
                      </div>
                      <h4 className="mt-3 text-sm font-semibold tracking-wide text-muted uppercase">Why it matches</h4>
                      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
                        {item.relevanceFactors.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </div>
                    <ProjectCard project={item.project} headingLevel={4} />
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
