import { useEffect, useState } from "react";
import { inquiryForm } from "~/lib/forms/inquiry-form";
import { useHydrated } from "~/lib/use-hydrated";
import { containThirdPartyErrors } from "../third-party-errors";
import { inquiryStarted, ProjectInquiryForm } from "./project-inquiry-form";

export const CONTACT_SCRIPT_ATTR = "data-contact-form-script";
/** The form frame's height (spec section 9). */
export const FORM_FRAME_HEIGHT = 918;
/** How long the embed may take before the visitor is given our own form instead. */
export const EMBED_TIMEOUT_MS = 10_000;

/**
 * The project form on /contact. The pre-rendered page always holds our own
 * form (it works without JavaScript, and Netlify finds it there). When a
 * provider's form is configured (CONTACT_FORM_URL), it takes our form's place
 * once the page runs, unless the visitor has already started typing in ours:
 * its embed script is added when the contact page mounts and removed when the
 * visitor leaves. If the script fails to load, or the frame has not loaded
 * after EMBED_TIMEOUT_MS, our own form comes back in its place.
 */
export function ContactFormEmbed({
  formUrl = __BUILD_CONFIG__.contactFormUrl,
  scriptUrl = __BUILD_CONFIG__.contactFormScript,
}: {
  formUrl?: string;
  scriptUrl?: string;
}) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // The frame is created after hydration, so its load event is never missed.
  const hydrated = useHydrated();
  // Read once, as the page hydrates: someone who typed into our form before the
  // scripts ran keeps it (typing is never thrown away for the provider's form).
  const [keepOurs] = useState(() => typeof document !== "undefined" && inquiryStarted(document));
  const embed = !!formUrl && hydrated && !keepOurs && state !== "failed";

  useEffect(() => {
    if (!scriptUrl || !embed) return;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(CONTACT_SCRIPT_ATTR, "");
    script.addEventListener("error", () => {
      console.error(`The contact form script failed to load: ${scriptUrl}`);
      setState("failed");
    });
    // An exception inside the provider's script is logged, not left uncaught (the frame or our form still shows).
    const release = containThirdPartyErrors(scriptUrl, "The contact form script");
    document.body.appendChild(script);
    return () => {
      script.remove();
      release();
    };
  }, [scriptUrl, embed]);

  useEffect(() => {
    if (!embed || state !== "loading") return;
    const timer = setTimeout(() => setState("failed"), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [embed, state]);

  if (!embed) return <ProjectInquiryForm notice={state === "failed" ? inquiryForm.embedFailed : undefined} />;
  return (
    <div>
      <h2 className="sr-only">{inquiryForm.heading}</h2>
      <iframe
        src={formUrl}
        title={inquiryForm.embedTitle}
        height={FORM_FRAME_HEIGHT}
        style={{ height: FORM_FRAME_HEIGHT }}
        className="w-full rounded-lg border-0 bg-paper"
        // A failure is final: a frame an ad blocker blocked still fires load, and may do so just after
        // the script's error, before React renders; that must not bring the blocked frame back.
        onLoad={() => setState((now) => (now === "loading" ? "loaded" : now))}
      />
    </div>
  );
}
