import { useCallback, useRef, useState, type FormEvent } from "react";
import { FORM_LIMITS, HONEYPOT_FIELD } from "../../../config/forms.mjs";
import { clearDraft, loadDraft, saveDraft } from "~/lib/draft-storage";
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
} from "~/lib/forms/schema";

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
 * A form that is plain HTML until React runs (it posts to `target` by itself),
 * then validates and sends in place. The fields are not controlled by React:
 * what the page holds is what is sent, so nothing typed before hydration, or
 * kept after a failed send, is ever overwritten. Drafts of the text fields and
 * lists are kept in session storage until the form is sent.
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
  /** called with the values after the host accepted them (not for a dropped bot submission) */
  onSent?: (values: Values) => void;
}) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const startedAt = useRef(0);
  const [errors, setErrors] = useState<Errors>({});
  const [photoError, setPhotoError] = useState<string>();
  const [status, setStatus] = useState<SendStatus>({ kind: "idle" });
  const [checked, setChecked] = useState(false);

  // When the form appears (hydrated or mounted): validation moves from the browser to us, the
  // clock of the minimum fill time starts, and a draft fills the fields that are still empty.
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
      // Someone typed before the page's script ran, or came back to a draft: a person, who
      // started before this moment (performance.now() counts from the page's load).
      const draftHasText = Object.values(draft ?? {}).some((v) => typeof v === "string" && v);
      startedAt.current = typedAlready || draftHasText ? 0 : performance.now();
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
    // The emptied form is a new one: the minimum fill time counts again from now.
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

    // A bot: it filled the field people never see, or it filled the form faster than anyone can.
    const honeypot = element(form, HONEYPOT_FIELD)?.value ?? "";
    if (honeypot || performance.now() - startedAt.current < FORM_LIMITS.minFillMs) return succeed(form);

    const body = new FormData(form);
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    setStatus({ kind: "sending", retry: 0 });
    try {
      await postFormWithRetry(target, body, { onRetry: (retry) => setStatus({ kind: "sending", retry }) });
    } catch (error) {
      console.error(`The ${spec.name} form could not be delivered:`, error);
      const reason = error instanceof DeliveryError ? error.reason : "network";
      setStatus({ kind: "failed", reason, values, photos: photos.length });
      return;
    }
    onSent?.(values);
    succeed(form);
  };

  /** Sends again what the form holds now. */
  const retry = () => formRef.current?.requestSubmit();
  const reset = () => setStatus({ kind: "idle" });

  return { attach, onInput, onSubmit, errors, photoError, status, retry, reset };
}
