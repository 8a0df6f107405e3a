import { useCallback, useRef, useState, type FormEvent } from "react";
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../../config/form-settings.ts";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics-events";
import { clearDraft, loadDraft, saveDraft } from "~/lib/draft-storage";
import { commonForm } from "~/lib/forms/common-form";
import { DeliveryError, postFormWithRetry, type FailureReason } from "~/lib/forms/deliver";
import {
  fieldError,
  normalise,
  photosError,
  validate,
  type Errors,
  type FileLike,
  type FormSpec,
  type Values,
} from "~/lib/forms/form-schemas";

export type SendStatus =
  | { kind: "idle" }
  | { kind: "sending"; retry: number }
  | { kind: "sent" }
  | { kind: "failed"; reason: FailureReason; values: Values; photos: number };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const element = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as FieldElement | null;

/** The typed values, each as the form sends it (trimmed where the rule says so). */
function readValues(form: HTMLFormElement, spec: FormSpec): Values {
  return Object.fromEntries(spec.fields.map((f) => [f.name, normalise(f, element(form, f.name)?.value ?? "")]));
}

/** What is typed in the text fields and chosen in the lists, for the draft. */
function draftValues(form: HTMLFormElement, spec: FormSpec): Values {
  return Object.fromEntries(spec.fields.map((f) => [f.name, element(form, f.name)?.value ?? ""]));
}

function chosenPhotos(form: HTMLFormElement, spec: FormSpec): File[] {
  return spec.photoFields.flatMap((name) => [...((element(form, name) as HTMLInputElement | null)?.files ?? [])]);
}

/**
 * What the page suspects of a submission, in words for the owner, or "" (decision 008): a form
 * sent sooner after it appeared than people usually take. A suspicion is sent along, never acted
 * on: the host's spam filter and the owner decide.
 */
export function suspicionOf(elapsedMs: number): string {
  return elapsedMs < FORM_LIMITS.suspectFillMs ? commonForm.suspicion((elapsedMs / 1000).toFixed(1)) : "";
}

/**
 * A form that is plain HTML until React runs (it posts to `target` by itself),
 * then validates and sends in place. The fields are not controlled by React:
 * what the page holds is what is sent, so nothing typed before hydration, or
 * kept after a failed send, is ever overwritten. Drafts of the text fields and
 * lists are kept in session storage until the host has accepted the form.
 * Every valid submission is sent: what the page suspects (a very fast fill)
 * goes along in a field, and the honeypot is the host's to judge.
 */
export function useDeliveredForm({
  spec,
  target,
  draftKey,
  onSent,
}: {
  spec: FormSpec;
  target: string;
  draftKey: string;
  /** called with the values after the host accepted them (a 2xx), never before */
  onSent?: (values: Values) => void;
}) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const startedAt = useRef(0);
  const [errors, setErrors] = useState<Errors>({});
  const [photoError, setPhotoError] = useState<string>();
  const [status, setStatus] = useState<SendStatus>({ kind: "idle" });
  const [checked, setChecked] = useState(false);

  // When the form appears (hydrated or mounted): validation moves from the browser to us, the
  // fill-time clock starts, and a draft fills the fields that are still empty.
  const attach = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      if (!form) return;
      form.noValidate = true;
      const typedAlready = Object.values(draftValues(form, spec)).some(Boolean);
      const draft = loadDraft<Values>(draftKey);
      for (const field of spec.fields) {
        const el = element(form, field.name);
        const saved = draft?.[field.name];
        if (el && !el.value && typeof saved === "string" && saved) el.value = saved;
      }
      // Someone came back to a draft: typed on an earlier visit, never a fast fill. Someone typed
      // before the page's script ran: started at the latest when the page began to load, where
      // performance.now() counts from.
      const draftHasText = Object.values(draft ?? {}).some((v) => typeof v === "string" && v);
      startedAt.current = draftHasText ? -Infinity : typedAlready ? 0 : performance.now();
      saveDraft(draftKey, draftValues(form, spec));
    },
    [spec, draftKey],
  );

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as FieldElement;
    if (target.type === "file") {
      setPhotoError(photosError(chosenPhotos(form, spec)));
      return;
    }
    if (target.name === HONEYPOT_FIELD) return;
    saveDraft(draftKey, draftValues(form, spec));
    // After a first attempt, a field's message follows what is typed.
    const field = spec.fields.find((f) => f.name === target.name);
    if (checked && field) {
      const error = fieldError(field, target.value);
      setErrors((current) => {
        const next = { ...current };
        if (error) next[field.name] = error;
        else delete next[field.name];
        return next;
      });
    }
  };

  const succeed = (form: HTMLFormElement) => {
    clearDraft(draftKey);
    form.reset();
    // A hidden field's value is its default: reset() keeps what the page put there.
    for (const field of spec.fields) if (field.kind === "hidden") element(form, field.name)!.value = "";
    // The emptied form is a new one: its fill time counts from now.
    startedAt.current = performance.now();
    setErrors({});
    setChecked(false);
    setPhotoError(undefined);
    setStatus({ kind: "sent" });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status.kind === "sending") return;
    const values = readValues(form, spec);
    const photos: FileLike[] = chosenPhotos(form, spec);
    const found = validate(spec, values);
    const photosProblem = photosError(photos);
    setErrors(found);
    setPhotoError(photosProblem);
    setChecked(true);
    const firstInvalid = spec.fields.find((f) => found[f.name]);
    if (firstInvalid) return element(form, firstInvalid.name)?.focus();
    if (photosProblem) return element(form, spec.photoFields[0]!)?.focus();

    // Sent as it is, the honeypot included (the host refuses what fills it); a fast fill is only
    // said in words, for Akismet and the owner.
    const body = new FormData(form);
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    body.set(SUSPICION_FIELD, suspicionOf(performance.now() - startedAt.current));
    setStatus({ kind: "sending", retry: 0 });
    try {
      await postFormWithRetry(target, body, { onRetry: (retry) => setStatus({ kind: "sending", retry }) });
    } catch (error) {
      console.error(`The ${spec.name} form could not be delivered:`, error);
      const reason = error instanceof DeliveryError ? error.reason : "network";
      setStatus({ kind: "failed", reason, values, photos: photos.length });
      return;
    }
    // Counted only now, after the host's 2xx (never on the click).
    if (__ANALYTICS__) track(ANALYTICS_EVENTS.formDelivered, { form: spec.name });
    onSent?.(values);
    succeed(form);
  };

  /** Sends again what the form holds now. */
  const retry = () => formRef.current?.requestSubmit();
  const reset = () => setStatus({ kind: "idle" });

  return { spec, target, attach, onInput, onSubmit, errors, photoError, status, retry, reset };
}
