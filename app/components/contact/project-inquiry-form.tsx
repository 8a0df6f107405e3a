import { Icon } from "~/components/ui/icon";
import { inquiryForm } from "~/lib/forms/inquiry-form";
import { projectInquirySpec as spec } from "~/lib/forms/project-inquiry-spec";
import { mailtoWithValues } from "~/lib/forms/form-schemas";
import { loadDraft } from "~/lib/draft-storage";
import { INQUIRY_DRAFT_KEY } from "~/lib/forms/inquiry-draft";
import { formDelivery } from "~/lib/forms/target";
import {
  formAttributes,
  FormFields,
  HiddenFormFields,
  PhotoFields,
  SendFailure,
  SendingStatus,
  SubmitRow,
} from "../forms/form-parts";
import { useDeliveredForm } from "../forms/use-delivered-form";
import { buttonClasses } from "../ui/button";
import site from "virtual:content/site";

const { business } = site;

export { INQUIRY_DRAFT_KEY };

/**
 * Whether the visitor has started our form: typed or chosen anything in it (read from the page
 * itself, before React touches it), or left a draft of it earlier in this visit.
 */
export function inquiryStarted(doc: Document): boolean {
  const draft = loadDraft<Record<string, unknown>>(INQUIRY_DRAFT_KEY);
  if (Object.values(draft ?? {}).some((v) => typeof v === "string" && v)) return true;
  const form = doc.querySelector<HTMLFormElement>(`form[name="${spec.name}"]`);
  if (!form) return false;
  return [...spec.fields.map((f) => f.name), ...spec.photoFields].some((name) => {
    const el = form.elements.namedItem(name) as HTMLInputElement | null;
    return !!el?.value;
  });
}

/**
 * Our own project inquiry form: a plain HTML form that posts to the configured
 * delivery (and lands on the thank-you page) without JavaScript, and sends in
 * place with it. Shown on /contact unless a provider's embed is configured and
 * loads.
 */
export function ProjectInquiryForm({
  delivery = formDelivery.delivery,
  target = formDelivery.target,
  notice,
}: {
  delivery?: "netlify" | "endpoint";
  target?: string;
  /** a line above the form (why it is shown in place of the provider's) */
  notice?: string;
}) {
  const { attach, onInput, onSubmit, errors, photoError, status, retry, reset } = useDeliveredForm({
    spec,
    target,
    draftKey: INQUIRY_DRAFT_KEY,
  });

  return (
    <div>
      <h2 className="text-2xl font-semibold">{inquiryForm.heading}</h2>
      {notice && <p className="mt-3 rounded-md bg-linen px-4 py-3 text-walnut-dark">{notice}</p>}
      <p className="mt-3 text-ink-soft">{inquiryForm.lead}</p>
      {status.kind === "sent" ? (
        <div role="status" className="mt-8 rounded-xl border border-forest/30 bg-paper p-6">
          <p className="flex items-center gap-2 text-lg font-semibold text-walnut-dark">
            <Icon name="circle-check" className="size-6 shrink-0 text-forest" />
            {inquiryForm.sentTitle}
          </p>
          <p className="mt-2 text-ink-soft">{inquiryForm.sentDescription}</p>
          <button type="button" onClick={reset} className={`${buttonClasses("secondary")} mt-5`}>
            {inquiryForm.sendAnother}
          </button>
        </div>
      ) : (
        <form
          ref={attach}
          {...formAttributes(spec, delivery, target)}
          onSubmit={(event) => void onSubmit(event)}
          onInput={onInput}
          className="mt-8 grid gap-6 sm:grid-cols-2"
        >
          <HiddenFormFields spec={spec} />
          <FormFields spec={spec} errors={errors} />
          <PhotoFields spec={spec} label={inquiryForm.labels.photos} error={photoError} />
          {status.kind === "failed" && (
            <SendFailure
              title={inquiryForm.failureTitle}
              status={status}
              mailto={mailtoWithValues(business.email, inquiryForm.heading, spec, status.values, status.photos)}
              onRetry={retry}
            />
          )}
          <SubmitRow label={inquiryForm.submit} privacy={inquiryForm.privacy} status={status} />
          <SendingStatus status={status} />
        </form>
      )}
    </div>
  );
}
