import { Mail, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { buildConfig } from "~/config/env";
import { business } from "~/lib/content/business";
import { useHydrated } from "~/lib/use-hydrated";
import { PhoneLink } from "../layout/phone-link";
import { containThirdPartyErrors } from "../third-party-errors";
import { buttonClasses } from "../ui/button";

export const CONTACT_SCRIPT_ATTR = "data-contact-form-script";
/** The form frame's height (spec section 9). */
export const FORM_FRAME_HEIGHT = 918;
/** How long the embed may take before the visitor is offered another way to reach us. */
export const EMBED_TIMEOUT_MS = 10_000;

/** What the visitor sees when the form is not configured or does not load: call or e-mail. */
export function ContactAlternative({ reason }: { reason: "none" | "failed" }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">Tell us about your project</h2>
      <p className="mt-3 text-ink-soft">
        {reason === "failed"
          ? "Our online form is not loading right now. Please call or e-mail us instead; nothing you have written is lost, as you have not sent anything yet."
          : "Call or e-mail us with a few words about your house and what you would like to change. We reply within one business day and set up a free visit at a time that suits you."}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <PhoneLink className={buttonClasses("primary")}>
          <Phone className="size-5" aria-hidden="true" />
          <span>Call </span>
        </PhoneLink>
        <a href={`mailto:${business.email}?subject=Project%20inquiry`} className={buttonClasses("secondary")}>
          <Mail className="size-5" aria-hidden="true" />
          E-mail us
        </a>
      </div>
      <p className="mt-4 text-sm text-ink-soft">
        Our address is <span className="font-semibold break-all text-walnut-dark">{business.email}</span>. A few photos
        of the room or the house help us prepare for the first visit.
      </p>
    </div>
  );
}

/**
 * The contact provider's form, inline in a frame. Its embed script is added
 * when the contact page mounts and removed when the visitor leaves. If the
 * script fails to load, or the frame has not loaded after EMBED_TIMEOUT_MS,
 * the alternative (call or e-mail) takes its place.
 */
export function ContactFormEmbed({
  formUrl = buildConfig.contactFormUrl,
  scriptUrl = buildConfig.contactFormScript,
}: {
  formUrl?: string;
  scriptUrl?: string;
}) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // The frame is created after hydration, so its load event is never missed.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(CONTACT_SCRIPT_ATTR, "");
    script.addEventListener("error", () => {
      console.error(`The contact form script failed to load: ${scriptUrl}`);
      setState("failed");
    });
    // An exception inside the provider's script is logged, not left uncaught (the frame or the alternative still shows).
    const release = containThirdPartyErrors(scriptUrl, "The contact form script");
    document.body.appendChild(script);
    return () => {
      script.remove();
      release();
    };
  }, [scriptUrl]);

  useEffect(() => {
    if (!formUrl || !hydrated || state !== "loading") return;
    const timer = setTimeout(() => setState("failed"), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [formUrl, hydrated, state]);

  if (!formUrl) return <ContactAlternative reason="none" />;
  if (state === "failed") return <ContactAlternative reason="failed" />;
  return (
    <div>
      <h2 className="sr-only">Project inquiry form</h2>
      {!hydrated && (
        // h-[918px] is FORM_FRAME_HEIGHT (a class, not an inline style, so the static HTML carries no style attribute).
        <div className="flex h-[918px] flex-col items-center justify-center text-ink-soft">
          <p>Loading the project form…</p>
          {/* Without JavaScript the form never loads: offer call and e-mail at once. */}
          <noscript>
            <div className="mt-8 text-ink">
              <ContactAlternative reason="failed" />
            </div>
          </noscript>
        </div>
      )}
      {hydrated && (
        <iframe
          src={formUrl}
          title="Project inquiry form: tell us about your project"
          height={FORM_FRAME_HEIGHT}
          style={{ height: FORM_FRAME_HEIGHT }}
          className="w-full rounded-lg border-0 bg-paper"
          onLoad={() => setState("loaded")}
        />
      )}
    </div>
  );
}
