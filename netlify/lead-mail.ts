/**
 * The e-mails a lead sends, on Netlify (netlify/functions/submission-created.mts, run by Netlify
 * for each verified form submission): a notice to the office, one per inquiry or application,
 * that reads well on a phone, and a confirmation to the person who sent it. Mail goes out over
 * SMTP set by configuration; with none set, nothing is sent and nothing fails. Every word comes
 * from the content (forms/lead-mail.yaml, the forms' labels, the business facts), and everything a
 * visitor typed is escaped in the HTML. Developer notes: docs/forms.md.
 */
import { createTransport } from "nodemailer";
import type { Attachment } from "nodemailer/lib/mailer";
import { FORM_LIMITS, FORM_NAMES, SUSPICION_FIELD } from "../config/form-settings.ts";
import { getForm } from "../app/lib/content/content.server.ts";
import { fill } from "../app/lib/content/fill.ts";
import { EMAIL_PATTERN } from "../app/lib/forms/email-pattern.ts";
import { readMailConfig } from "./mail-config.ts";

/** Netlify's event payload for a verified submission: `{ payload: { form_name, data, created_at, ... } }`. */
export type Submission = {
  form_name?: string;
  created_at?: string;
  data?: Record<string, unknown>;
};

export { readMailConfig, type MailConfig } from "./mail-config.ts";

/** A photo as the host gives it: a link, with the file's name and type where known. */
type Photo = { url: string; name: string; type?: string };

type Field = { label: string; value: string; kind?: "email" | "tel" | "long" };

export type Lead = {
  kind: "inquiry" | "application";
  name: string;
  email: string;
  phone: string;
  town: string;
  suspicion: string;
  fields: Field[];
  photos: Photo[];
  date: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Netlify gives an uploaded file as an object with its link (or, in older payloads, the link alone). */
function photoOf(value: unknown, fallbackName: string): Photo | null {
  const url = typeof value === "string" ? value : text((value as { url?: unknown } | null)?.url);
  if (!/^https?:\/\//i.test(url)) return null;
  const v = (typeof value === "object" && value) || {};
  const name = text((v as { filename?: unknown }).filename) || fallbackName;
  return { url, name, type: text((v as { type?: unknown }).type) || undefined };
}

/** The submission, read with the forms' own labels (content), in the forms' order. */
export function readLead(submission: Submission): Lead | null {
  const data = submission.data ?? {};
  const get = (name: string) => text(data[name]);
  const date = new Date(submission.created_at ?? Date.now()).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "full",
    timeStyle: "short",
  });
  const base = { name: get("name").trim(), email: get("email").trim(), phone: get("phone"), date };
  const suspicion = get(SUSPICION_FIELD);
  if (submission.form_name === FORM_NAMES.inquiry) {
    const l = getForm("inquiry").labels;
    const photos = Array.from({ length: FORM_LIMITS.maxPhotos }, (_, i) =>
      photoOf(data[`photo-${i + 1}`], `photo-${i + 1}`),
    ).filter((p): p is Photo => p !== null);
    return {
      kind: "inquiry",
      ...base,
      town: get("town"),
      suspicion,
      photos,
      fields: [
        { label: l.name, value: base.name },
        { label: l.email, value: base.email, kind: "email" },
        { label: l.phone, value: base.phone, kind: "tel" },
        { label: l.town, value: get("town") },
        { label: l.projectType, value: get("project-type") },
        { label: l.budget, value: get("budget") },
        { label: l.timeline, value: get("timeline") },
        { label: l.message, value: get("message"), kind: "long" },
        ...(get("estimate") ? [{ label: l.estimate, value: get("estimate"), kind: "long" as const }] : []),
      ],
    };
  }
  if (submission.form_name === FORM_NAMES.job) {
    const c = getForm("job");
    const option = (options: readonly { value: string; label: string }[], value: string) =>
      options.find((o) => o.value === value)?.label ?? value;
    return {
      kind: "application",
      ...base,
      town: "",
      suspicion,
      photos: [],
      fields: [
        { label: c.labels.name, value: base.name },
        { label: c.labels.email, value: base.email, kind: "email" },
        { label: c.labels.phone, value: base.phone, kind: "tel" },
        { label: c.labels.experience, value: option(c.experienceOptions, get("experience")) },
        { label: c.labels.skills, value: get("skills"), kind: "long" },
        { label: c.labels.availability, value: option(c.availabilityOptions, get("availability")) },
        { label: c.labels.message, value: get("message"), kind: "long" },
      ],
    };
  }
  return null;
}

/** Text as HTML text or attribute value: nothing a visitor typed is ever read as markup. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A `tel:` link's number: the digits (and a leading +) of what was typed, its extension left out, or nothing. */
export function telHref(phone: string): string {
  const main = phone.replace(/\s*(?:ext\.?|extension|x|#)\s*\d+\s*$/i, "");
  const digits = main.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d{7,}/.test(digits) ? `tel:${digits}` : "";
}

export const mailtoHref = (email: string) => (EMAIL_PATTERN.test(email) ? `mailto:${email}` : "");

/** A visitor's text in the HTML: escaped, its own direction (Arabic, Hebrew), line breaks kept. */
const valueHtml = (value: string) =>
  `<div dir="auto" style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(value)}</div>`;

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 18px;border-radius:8px;background:#2f5233;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body style="margin:0;padding:16px;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f1f1f;background:#ffffff">` +
  `<div style="max-width:600px;margin:0 auto">${body}</div></body></html>`;

const fieldsHtml = (fields: Field[]) =>
  fields
    .filter((f) => f.value.trim())
    .map(
      (f) =>
        `<div style="margin:0 0 14px"><strong style="display:block;color:#5b4636;font-size:14px">${escapeHtml(f.label)}</strong>${valueHtml(f.value)}</div>`,
    )
    .join("");

const fieldsText = (fields: Field[]) =>
  fields
    .filter((f) => f.value.trim())
    .map((f) => (f.kind === "long" ? `${f.label}:\n${f.value}` : `${f.label}: ${f.value}`))
    .join("\n\n");

export type Mail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
};

/** The office's notice: who, how to reach them (tel: and mailto: links), what they sent, the photos. */
export function officeMail(lead: Lead, config: { to: string; from: string }): Mail {
  const copy = getForm("leadMail").office;
  const who = lead.name || lead.email;
  const subject = fill(lead.kind === "inquiry" ? copy.inquirySubject : copy.applicationSubject, {
    senderName: who,
    town: lead.town || copy.noTown,
  });
  const intro = fill(copy.intro, { form: copy.forms[lead.kind], date: lead.date });
  const tel = telHref(lead.phone);
  const mailto = mailtoHref(lead.email);
  const buttons = [
    tel && button(tel, fill(copy.call, { senderPhone: lead.phone.trim() })),
    mailto && button(mailto, fill(copy.email, { senderEmail: lead.email })),
  ].join("");
  const photoLinks = lead.photos.map((p, i) => ({
    href: p.url,
    label: fill(copy.photoLink, { number: String(i + 1), file: p.name }),
  }));
  const html = page(
    `<h1 dir="auto" style="margin:0 0 4px;font-size:22px;overflow-wrap:anywhere">${escapeHtml(who)}</h1>` +
      `<p style="margin:0 0 12px;color:#555">${escapeHtml(intro)}</p>` +
      (lead.suspicion
        ? `<p style="margin:0 0 12px;padding:10px;border-left:4px solid #b5542c;background:#fbefe9"><strong>${escapeHtml(copy.spamNote)}</strong> ${escapeHtml(lead.suspicion)}</p>`
        : "") +
      (buttons ? `<p style="margin:0 0 16px">${buttons}</p>` : "") +
      fieldsHtml(lead.fields) +
      (photoLinks.length
        ? `<div style="margin:0 0 14px"><strong style="display:block;color:#5b4636;font-size:14px">${escapeHtml(copy.photos)}</strong>` +
          photoLinks
            .map((p) => `<a href="${escapeHtml(p.href)}" style="display:block;margin:6px 0">${escapeHtml(p.label)}</a>`)
            .join("") +
          `</div>`
        : "") +
      `<p style="margin:16px 0 0;color:#555;font-size:14px">${escapeHtml(copy.replyHint)}</p>`,
  );
  const text = [
    who,
    intro,
    lead.suspicion && `${copy.spamNote} ${lead.suspicion}`,
    tel && fill(copy.call, { senderPhone: lead.phone.trim() }),
    mailto && fill(copy.email, { senderEmail: lead.email }),
    fieldsText(lead.fields),
    photoLinks.length && `${copy.photos}:\n${photoLinks.map((p) => `${p.label}: ${p.href}`).join("\n")}`,
    copy.replyHint,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { to: config.to, from: config.from, replyTo: mailto ? lead.email : undefined, subject, text, html };
}

/** The sender's confirmation: the promise from content (the response time) and a copy of what they sent. */
export function confirmationMail(lead: Lead, config: { from: string; replyTo: string }): Mail | null {
  if (!mailtoHref(lead.email)) return null;
  const copy = getForm("leadMail").confirmation;
  const isInquiry = lead.kind === "inquiry";
  const greeting = fill(copy.greeting, { senderName: lead.name || lead.email });
  const promise = isInquiry ? copy.inquiryText : copy.applicationText;
  const photos = lead.photos.length ? fill(copy.photos, { count: String(lead.photos.length) }) : "";
  const html = page(
    `<p dir="auto" style="margin:0 0 12px;overflow-wrap:anywhere">${escapeHtml(greeting)}</p>` +
      `<p style="margin:0 0 16px">${escapeHtml(promise)}</p>` +
      `<h2 style="margin:0 0 10px;font-size:17px">${escapeHtml(copy.copyHeading)}</h2>` +
      fieldsHtml(lead.fields) +
      (photos ? `<p style="margin:0 0 14px">${escapeHtml(photos)}</p>` : "") +
      `<p style="margin:16px 0 4px">${escapeHtml(copy.signature)}</p>` +
      `<p style="margin:0;color:#555;font-size:14px">${escapeHtml(copy.notYou)}</p>`,
  );
  const text = [greeting, promise, copy.copyHeading, fieldsText(lead.fields), photos, copy.signature, copy.notYou]
    .filter(Boolean)
    .join("\n\n");
  return {
    to: lead.email,
    from: config.from,
    replyTo: config.replyTo,
    subject: isInquiry ? copy.inquirySubject : copy.applicationSubject,
    text,
    html,
  };
}

/**
 * The photos as attachments, fetched from the host's links (8 MB in all at most, Netlify's limit
 * per submission); a photo that cannot be fetched stays a link in the e-mail.
 */
export async function fetchPhotos(photos: Photo[], timeoutMs = 15_000): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  let total = 0;
  for (const photo of photos) {
    try {
      const response = await fetch(photo.url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const content = Buffer.from(await response.arrayBuffer());
      total += content.length;
      if (total > FORM_LIMITS.maxPhotoBytes) break;
      attachments.push({
        filename: photo.name,
        content,
        contentType: photo.type || response.headers.get("content-type") || undefined,
      });
    } catch (error) {
      console.warn(
        `submission-created: photo ${photo.name} not attached (${(error as Error).message}); linked instead`,
      );
    }
  }
  return attachments;
}

/**
 * Handles Netlify's `submission-created` event: the request body is `{ "payload": submission }`.
 * Answers 200 when the mail went out (or none is configured, or the form is not one of ours), and
 * 500 with the reason logged when it could not: Netlify's function log shows it, and the
 * submission itself is already in the form's list in Netlify.
 */
export async function handleSubmission(
  body: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Response> {
  try {
    const config = readMailConfig(env);
    if (!config) {
      console.log("submission-created: no SMTP_URL, LEADS_TO, LEADS_FROM: no e-mail sent");
      return new Response("No mail configured", { status: 200 });
    }
    const submission = (JSON.parse(body) as { payload?: Submission }).payload ?? {};
    const lead = readLead(submission);
    if (!lead) {
      console.log(`submission-created: form "${submission.form_name}" is not one of the site's forms; no e-mail`);
      return new Response("Not a site form", { status: 200 });
    }
    const transport = createTransport(config.smtpUrl);
    const office = officeMail(lead, config);
    await transport.sendMail({ ...office, attachments: await fetchPhotos(lead.photos) });
    const confirmation = confirmationMail(lead, { from: config.from, replyTo: config.to });
    if (confirmation) await transport.sendMail(confirmation);
    console.log(
      `submission-created: ${lead.kind} from ${lead.email || "(no e-mail)"}: office notified${confirmation ? ", confirmation sent" : ""}`,
    );
    return new Response("Sent", { status: 200 });
  } catch (error) {
    console.error("submission-created: the lead e-mail could not be sent:", error);
    return new Response(`Lead e-mail not sent: ${(error as Error).message}`, { status: 500 });
  }
}
