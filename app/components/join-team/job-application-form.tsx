import { applicationMessages, jobForm } from "~/lib/forms/job-application";
import { jobApplicationSpec as spec } from "~/lib/forms/job-application-spec";
import { mailtoWithValues, type Values } from "~/lib/forms/form-schemas";
import { formDelivery } from "~/lib/forms/target";
import {
  formAttributes,
  FormFields,
  HiddenFormFields,
  SendFailure,
  SendingStatus,
  SubmitRow,
} from "../forms/form-parts";
import { useDeliveredForm } from "../forms/use-delivered-form";
import { Toast } from "../ui/toast";
import site from "virtual:content/site";

const { business } = site;

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
  const { attach, onInput, onSubmit, errors, status, retry, reset } = useDeliveredForm({
    spec,
    target,
    draftKey: DRAFT_KEY,
    onSent: (values: Values) => console.log("Job application submitted:", values),
  });

  return (
    <>
      <form
        ref={attach}
        {...formAttributes(spec, delivery, target)}
        onSubmit={(event) => void onSubmit(event)}
        onInput={onInput}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <HiddenFormFields spec={spec} />
        <FormFields spec={spec} errors={errors} />
        {status.kind === "failed" && (
          <SendFailure
            title={applicationMessages.failureTitle}
            status={status}
            mailto={mailtoWithValues(business.email, "Job application", spec, status.values, 0)}
            onRetry={retry}
          />
        )}
        <SubmitRow label={jobForm.submit} privacy={jobForm.privacy} status={status} />
        <SendingStatus status={status} />
      </form>
      <div role="status" aria-live="polite">
        {status.kind === "sent" && (
          <Toast
            title={applicationMessages.successTitle}
            description={applicationMessages.successDescription}
            onClose={reset}
          />
        )}
      </div>
    </>
  );
}
