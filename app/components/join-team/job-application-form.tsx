import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type ReactNode } from "react";
import { useForm, type FieldError } from "react-hook-form";
import {
  applicationMessages,
  availabilityOptions,
  emptyApplication,
  experienceOptions,
  jobApplicationSchema,
  type JobApplication,
} from "~/content/job-application";
import { buildConfig } from "~/config/env";
import { postJsonWithRetry } from "~/lib/deliver";
import { clearDraft, loadDraft, saveDraft } from "~/lib/draft-storage";
import { PhoneLink } from "../layout/phone-link";
import { buttonClasses } from "../ui/button";
import { Toast } from "../ui/toast";

const inputClasses =
  "mt-2 block w-full rounded-md border border-walnut/30 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-forest aria-invalid:border-rust";

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldError;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-walnut-dark">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-rust">
              {" "}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </label>
      {children}
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rust" role={error ? "alert" : undefined}>
        {error?.message}
      </p>
    </div>
  );
}

/** A select's options: an empty choice, then the value/label pairs of section 9. */
function Options({ empty, options }: { empty: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

export const DRAFT_KEY = "job-application-draft";

/**
 * The 'Quick Application' (spec sections 5 and 7): validates, logs the values,
 * confirms and clears. When JOB_APPLICATION_ENDPOINT is configured the values
 * are also POSTed there (with retries); if that finally fails, they stay in the
 * form and the applicant is told so. A draft survives a reload until sent.
 */
export function JobApplicationForm({ endpoint = buildConfig.jobApplicationEndpoint }: { endpoint?: string }) {
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<JobApplication>({ resolver: zodResolver(jobApplicationSchema), defaultValues: emptyApplication });

  useEffect(() => {
    const draft = loadDraft<JobApplication>(DRAFT_KEY);
    if (draft) reset({ ...emptyApplication, ...draft });
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(DRAFT_KEY, values) });
  }, [reset, subscribe]);

  const onSubmit = async (values: JobApplication) => {
    setStatus("idle");
    console.log("Job application submitted:", values);
    if (endpoint) {
      try {
        await postJsonWithRetry(endpoint, values);
      } catch (error) {
        console.error("The job application could not be delivered:", error);
        setStatus("failed");
        return;
      }
    }
    clearDraft(DRAFT_KEY);
    reset(emptyApplication);
    setStatus("sent");
  };

  const describedBy = (name: keyof JobApplication) => (errors[name] ? `${name}-error` : undefined);

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-8 grid gap-6 sm:grid-cols-2">
        <Field id="name" label="Full Name" required error={errors.name}>
          <input
            id="name"
            type="text"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className={inputClasses}
            {...register("name")}
          />
        </Field>
        <Field id="email" label="Email" required error={errors.email}>
          <input
            id="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={inputClasses}
            {...register("email")}
          />
        </Field>
        <Field id="phone" label="Phone Number" error={errors.phone}>
          <input id="phone" type="tel" autoComplete="tel" className={inputClasses} {...register("phone")} />
        </Field>
        <Field id="experience" label="Years of Experience" error={errors.experience}>
          <select id="experience" className={inputClasses} {...register("experience")}>
            <Options empty="Select your experience" options={experienceOptions} />
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field id="skills" label="Skills" error={errors.skills}>
            <textarea
              id="skills"
              rows={3}
              placeholder="Framing, finish carpentry, cabinet installation, tile..."
              className={inputClasses}
              {...register("skills")}
            />
          </Field>
        </div>
        <Field id="availability" label="When can you start" error={errors.availability}>
          <select id="availability" className={inputClasses} {...register("availability")}>
            <Options empty="Select availability" options={availabilityOptions} />
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field id="message" label="Tell Us About Yourself" error={errors.message}>
            <textarea id="message" rows={4} className={inputClasses} {...register("message")} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={isSubmitting} className={buttonClasses("primary")}>
            {isSubmitting ? "Sending…" : "Submit Application"}
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {status === "sent" && (
          <Toast
            title={applicationMessages.successTitle}
            description={applicationMessages.successDescription}
            onClose={() => setStatus("idle")}
          />
        )}
        {status === "failed" && (
          <Toast
            tone="error"
            title={applicationMessages.failureTitle}
            description={
              <>
                {applicationMessages.failureDescription}{" "}
                <PhoneLink className="font-semibold text-walnut-dark underline" />.
              </>
            }
            onClose={() => setStatus("idle")}
          />
        )}
      </div>
    </>
  );
}
