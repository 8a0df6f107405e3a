import { applicationMessages, jobForm } from "~/lib/forms/job-application";
import { jobApplicationSpec as spec } from "~/lib/forms/job-application-spec";
import type { Values } from "~/lib/forms/form-schemas";
import { formDelivery } from "~/lib/forms/target";
import { DeliveredForm } from "../forms/form-parts";
import { useDeliveredForm } from "../forms/use-delivered-form";
import { Toast } from "../ui/toast";

export const DRAFT_KEY = "job-application-draft";

/**
 * The 'Quick Application' (spec sections 5 and 7). It validates, sends the
 * application to the configured delivery and, once the host has accepted it,
 * logs the values, confirms and clears every field. A failed send keeps
 * everything and offers Retry, a call or an e-mail. Without JavaScript it is a
 * plain form that posts and lands on the thank-you page.
 */
export function JobApplicationForm({
  delivery = formDelivery.delivery,
  target = formDelivery.target,
}: {
  delivery?: "netlify" | "endpoint";
  target?: string;
}) {
  const form = useDeliveredForm({
    spec,
    target,
    draftKey: DRAFT_KEY,
    onSent: (values: Values) => console.log("Job application submitted:", values),
  });

  return (
    <>
      <DeliveredForm form={form} delivery={delivery} words={jobForm} mailSubject="Job application" />
      <div role="status" aria-live="polite">
        {form.status.kind === "sent" && (
          <Toast
            title={applicationMessages.successTitle}
            description={applicationMessages.successDescription}
            onClose={form.reset}
          />
        )}
      </div>
    </>
  );
}
