import { Icon } from "~/components/ui/icon";
import type { ComponentProps, ReactNode } from "react";
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../../config/form-settings.ts";
import { commonForm } from "~/lib/forms/common-form";
import { cn } from "~/lib/cn";
import { mailtoWithValues, type Errors, type FieldSpec, type FormSpec } from "~/lib/forms/form-schemas";
import { PhoneLink } from "../layout/phone-link";
import { buttonClasses } from "../ui/button";
import type { SendStatus, useDeliveredForm } from "./use-delivered-form";
import site from "virtual:content/site";

export const inputClasses =
  "mt-2 block w-full rounded-md border border-walnut/30 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-forest aria-invalid:border-rust";

const fieldId = (spec: FormSpec, name: string) => `${spec.name}-${name}`;

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-walnut-dark">
      {label}
      {required && (
        <>
          <span aria-hidden="true" className="text-rust">
            {" "}
            *
          </span>
          <span className="sr-only"> {commonForm.required}</span>
        </>
      )}
    </label>
  );
}

/** The message under a field: announced when it appears, named by the field's aria-describedby. */
function FieldMessage({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-rust" role={error ? "alert" : undefined}>
      {error}
    </p>
  );
}

/** One field of a form, from its rule: label, control, message. */
export function FormField({ spec, field, error }: { spec: FormSpec; field: FieldSpec; error?: string }) {
  const id = fieldId(spec, field.name);
  if (field.kind === "hidden") return <input type="hidden" id={id} name={field.name} />;
  const common = {
    id,
    name: field.name,
    required: field.required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: inputClasses,
  };
  let control: ReactNode;
  if (field.kind === "textarea") {
    control = <textarea rows={field.rows} placeholder={field.placeholder} {...common} />;
  } else if (field.kind === "select") {
    control = (
      <select autoComplete={field.autoComplete} {...common}>
        <option value="">{field.empty}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        type={field.kind}
        autoComplete={field.autoComplete}
        inputMode={field.kind === "email" ? "email" : undefined}
        {...common}
      />
    );
  }
  return (
    <div className={cn(field.kind === "textarea" && "sm:col-span-2")}>
      <Label htmlFor={id} label={field.label} required={!!field.required} />
      {control}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

export function FormFields({ spec, errors }: { spec: FormSpec; errors: Errors }) {
  return spec.fields.map((field) => (
    <FormField key={field.name} spec={spec} field={field} error={errors[field.name]} />
  ));
}

/** Up to five photos, one per input (Netlify Forms take one file per file field). */
export function PhotoFields({ spec, label, error }: { spec: FormSpec; label: string; error?: string }) {
  const hintId = fieldId(spec, "photos-hint");
  const errorId = fieldId(spec, "photos-error");
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="font-semibold text-walnut-dark">{label}</legend>
      <p id={hintId} className="mt-1 text-sm text-ink-soft">
        {commonForm.photos.hint(FORM_LIMITS.maxPhotos, FORM_LIMITS.maxPhotoBytes / 1024 / 1024)}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {spec.photoFields.map((name, i) => (
          <div key={name} className="flex flex-col">
            <label htmlFor={fieldId(spec, name)} className="text-sm font-medium text-walnut-dark">
              {commonForm.photos.slot(i + 1)}
            </label>
            <input
              id={fieldId(spec, name)}
              name={name}
              type="file"
              accept="image/*"
              aria-invalid={error ? true : undefined}
              className="mt-1 block w-full rounded-md border border-dashed border-walnut/30 bg-white px-2 py-1.5 text-sm text-ink-soft file:mr-3 file:rounded file:border-0 file:bg-linen file:px-3 file:py-1.5 file:font-semibold file:text-walnut-dark"
            />
          </div>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * What Netlify's form handling needs in the HTML besides the fields: the form's name (posted
 * with the fields), the field that carries the page's suspicion (empty unless the form was sent
 * very fast; a field the host keeps must be in the pre-rendered form), and the honeypot. The
 * honeypot is hidden from people and assistive technology alike (display: none), out of the tab
 * order, with autocomplete off and a name and label no autofill reads as anything it knows: the
 * host refuses a post that fills it, so no person may ever fill it.
 */
export function HiddenFormFields({ spec }: { spec: FormSpec }) {
  return (
    <>
      <input type="hidden" name="form-name" value={spec.name} />
      <input type="hidden" name={SUSPICION_FIELD} value="" />
      <p className="hidden" aria-hidden="true">
        <label>
          {commonForm.honeypotLabel} <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}

/** The form element's attributes for the configured delivery: Netlify Forms, or the endpoint. */
export function formAttributes(spec: FormSpec, delivery: "netlify" | "endpoint", action: string) {
  return {
    name: spec.name,
    method: "post",
    action,
    encType: "multipart/form-data",
    acceptCharset: "UTF-8",
    ...(delivery === "netlify" ? { "data-netlify": "true", "data-netlify-honeypot": HONEYPOT_FIELD } : {}),
  } satisfies ComponentProps<"form"> & Record<string, string>;
}

/** The submit button and the privacy line beside it; the button says when it is sending. */
export function SubmitRow({ label, privacy, status }: { label: string; privacy: string; status: SendStatus }) {
  const sending = status.kind === "sending";
  return (
    <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-5">
      <button type="submit" aria-disabled={sending || undefined} className={cn(buttonClasses("primary"), "shrink-0")}>
        {sending ? commonForm.sending : label}
      </button>
      <p className="text-sm text-ink-soft">{privacy}</p>
    </div>
  );
}

/** Announces a send in progress; says so when the first attempt failed and it is trying again. */
export function SendingStatus({ status }: { status: SendStatus }) {
  return (
    <p role="status" className="text-sm font-medium text-walnut-dark empty:hidden sm:col-span-2">
      {status.kind === "sending" && status.retry > 0 ? commonForm.sendingAgain : null}
    </p>
  );
}

/**
 * A send that failed: what happened, and three ways on: try again, call, or e-mail what
 * was typed. Everything typed and chosen stays in the form.
 */
export function SendFailure({
  title,
  status,
  mailto,
  onRetry,
}: {
  title: string;
  status: Extract<SendStatus, { kind: "failed" }>;
  mailto: string;
  onRetry: () => void;
}) {
  const copy = commonForm.failure;
  return (
    <div role="alert" className="rounded-xl border-2 border-rust/50 bg-paper p-5 sm:col-span-2">
      <p className="flex items-center gap-2 font-semibold text-walnut-dark">
        <Icon name="circle-alert" className="size-5 shrink-0 text-rust" />
        {title}
      </p>
      <p className="mt-2 text-ink-soft">{copy.reasons[status.reason]}</p>
      <p className="mt-1 text-ink-soft">{copy.whatNow}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={onRetry} className={buttonClasses("primary")}>
          {copy.retry}
        </button>
        <PhoneLink className={buttonClasses("secondary")}>
          <Icon name="phone" className="size-5" />
          <span>{copy.call} </span>
        </PhoneLink>
        <a href={mailto} className={buttonClasses("secondary")}>
          <Icon name="mail" className="size-5" />
          {copy.email}
        </a>
      </div>
    </div>
  );
}

/**
 * A form the visitor sends in place (useDeliveredForm): its hidden fields, its fields and any of its
 * own (`children`: the inquiry's photos), what a failed send offers (its e-mail carries what was
 * typed, under `mailSubject`), the submit row and the sending status. Without JavaScript it posts.
 */
export function DeliveredForm({
  form,
  delivery,
  words,
  mailSubject,
  children,
}: {
  form: ReturnType<typeof useDeliveredForm>;
  delivery: "netlify" | "endpoint";
  words: { submit: string; privacy: string; failureTitle: string };
  mailSubject: string;
  children?: ReactNode;
}) {
  const { spec, target, attach, onInput, onSubmit, errors, status, retry } = form;
  return (
    <form
      ref={attach}
      {...formAttributes(spec, delivery, target)}
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      className="mt-8 grid gap-6 sm:grid-cols-2"
    >
      <HiddenFormFields spec={spec} />
      <FormFields spec={spec} errors={errors} />
      {children}
      {status.kind === "failed" && (
        <SendFailure
          title={words.failureTitle}
          status={status}
          mailto={mailtoWithValues(site.business.email, mailSubject, spec, status.values, status.photos)}
          onRetry={retry}
        />
      )}
      <SubmitRow label={words.submit} privacy={words.privacy} status={status} />
      <SendingStatus status={status} />
    </form>
  );
}
