import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { ContactForm as ContactFormValues } from "#schema/types.ts";
import { contactFormSchema, contactServiceOptions, recaptchaActions } from "#schema/validation.ts";
import * as api from "../lib/api";
import { errorMessage, fieldErrorsOf } from "../lib/errors";
import { truncate } from "../lib/format";
import { planStore, useStoredPlan } from "../lib/plan-store";
import { getRecaptchaToken } from "../lib/recaptcha";
import { toast } from "../lib/toast";
import { Field } from "./ui/Field";
import { inputClass } from "./ui/form";
import { useHydrated } from "../lib/hydrated";

export const AI_PLAN_LINE = "I'm interested in the AI recommendation I received.";
export const PLAN_PREVIEW_LENGTH = 200;

const empty: ContactFormValues = { name: "", email: "", phone: "", service: "", message: "" };

/** The contact form (docs/product.md#forms): editing, sending, sent; with an attached AI plan when one is stored. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const plan = useStoredPlan();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: valibotResolver(contactFormSchema),
    // No default values: the fields are registered with what is in them, so text typed before the
    // form hydrated is kept rather than cleared.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // A plan stored by the recommendations page is attached on arrival (docs/product.md#forms).
  const hasPlan = plan !== null;
  useEffect(() => {
    if (!hasPlan) return;
    const message = getValues("message") ?? "";
    if (!message.includes(AI_PLAN_LINE)) setValue("message", message ? `${message}\n\n${AI_PLAN_LINE}` : AI_PLAN_LINE);
    if (!getValues("service")) setValue("service", "other");
    toast({ title: "AI Recommendation Loaded", description: "Your project plan will be included with your message" });
  }, [hasPlan, getValues, setValue]);

  // The form gives way to a shorter card: bring it into view and move focus to it.
  useEffect(() => {
    if (!sent || !thanksHeading.current) return;
    thanksHeading.current.focus();
    thanksHeading.current.scrollIntoView?.({ block: "center" });
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const recaptchaToken = await getRecaptchaToken(recaptchaActions.contact);
      await api.send("POST", api.contact, {
        ...values,
        recaptchaToken,
        ...(plan ? { aiRecommendation: plan } : {}),
      });
    } catch (error) {
      // Everything typed stays in the form; the server's field messages land on their fields.
      const fieldErrors = fieldErrorsOf(error);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (field in empty) setError(field as keyof ContactFormValues, { message });
      }
      toast({
        variant: "destructive",
        title: "Something went wrong!",
        description: errorMessage(error) ?? "Please try again later.",
      });
      return;
    }
    planStore.clear();
    setSent(true);
    toast({ title: "Message sent!", description: "We'll get back to you as soon as possible." });
  });

  if (sent) {
    return (
      <div className="form-enter rounded-[var(--radius-card)] border border-sand-200 bg-white p-8 text-center shadow-[var(--shadow-card)]">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 13l4 4L19 7" />
          </svg>
        </div>
        <h2 ref={thanksHeading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-ink outline-none">
          Thank You!
        </h2>
        <p className="mt-2 text-muted">
          Your message has been sent successfully. We'll get back to you as soon as possible.
        </p>
        <button
          type="button"
          onClick={() => {
            reset(empty);
            setSent(false);
          }}
          className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Send Another Message
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact form"
      className="form-enter space-y-5 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(control) => (
            <input type="text" autoComplete="name" className={inputClass} {...control} {...register("name")} />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <input type="email" autoComplete="email" className={inputClass} {...control} {...register("email")} />
          )}
        </Field>
        <Field label="Phone" optional error={errors.phone?.message}>
          {(control) => (
            <input type="tel" autoComplete="tel" className={inputClass} {...control} {...register("phone")} />
          )}
        </Field>
        <Field label="Service" error={errors.service?.message}>
          {(control) => (
            <select className={inputClass} {...control} {...register("service")}>
              <option value="">Select a service</option>
              {contactServiceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        {(control) => <textarea rows={6} className={inputClass} {...control} {...register("message")} />}
      </Field>

      {plan && (
        <section aria-label="AI Recommendation Attached" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <h3 className="font-semibold text-brand-800">AI Recommendation Attached</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-brand-900">{truncate(plan, PLAN_PREVIEW_LENGTH)}</p>
        </section>
      )}

      <button
        type="submit"
        disabled={isSubmitting || !hydrated}
        className="w-full rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
