// @vitest-environment node
/**
 * The submission-created function for real: a real SMTP server on loopback (smtp-server) receives
 * what the function sends, a loopback HTTP server stands in for Netlify's file links, and the
 * function is called as Netlify calls it, with its documented event payload.
 */
import { JSDOM } from "jsdom";
import type { ParsedMail } from "mailparser";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUSPICION_FIELD } from "../config/form-settings.ts";
import { getForm, getSettings } from "../app/lib/content/content.server";
import submissionCreated from "./functions/submission-created.mts";
import { telHref } from "./lead-mail";
import { startSmtp, type Smtp } from "./test-smtp";

const OFFICE = "office@kendalgreen.test";
const FROM = "Website <website@kendalgreen.test>";

const PHOTOS = [
  {
    name: "kitchen before.jpg",
    type: "image/jpeg",
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]),
  },
  {
    name: "ceiling crack.png",
    type: "image/png",
    bytes: Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 7)]),
  },
];

/** Netlify's file links, on loopback. */
async function startFiles(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const photo = PHOTOS[Number(request.url?.split("/").pop())];
    if (!photo) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": photo.type }).end(photo.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const LONG = `${"Plaster ceiling, 1890s farmhouse; ".repeat(400)}`.slice(0, 9_999) + ".";
const SCRIPT = "<script>alert(1)</script>";
const hostile = {
  name: `${SCRIPT} مريم الحسيني 👩🏽‍🔧`,
  email: "maryam@example.com",
  phone: "(781) 555-0199",
  town: "Wellesley",
  "project-type": "Kitchen Remodeling",
  budget: "$75,000 - $150,000",
  timeline: "3 to 6 months",
  message: [LONG, '<img src=x onerror="alert(1)">', "<b>bold</b>", "שלום \u202Ereversed\u202C 👨‍👩‍👧‍👦"].join("\r\n"),
};

/** The event as Netlify sends it: a POST whose JSON body is `{ payload: submission }`. */
function event(data: Record<string, unknown>, form = "project-inquiry") {
  const payload = {
    number: 7,
    title: data.name,
    email: data.email,
    name: data.name,
    created_at: "2026-11-24T14:05:00.000Z",
    form_name: form,
    form_id: "5f1e0c",
    site_url: "https://www.kendalgreenbuilders.com",
    data: {
      ...data,
      ip: "203.0.113.9",
      user_agent: "Mozilla/5.0",
      referrer: "https://www.kendalgreenbuilders.com/contact",
    },
    human_fields: {},
    ordered_human_fields: [],
  };
  return new Request("https://www.kendalgreenbuilders.com/.netlify/functions/submission-created", {
    method: "POST",
    body: JSON.stringify({ payload, site: { name: "kendal-green-builders" } }),
  });
}

const textOf = (html: string | false | undefined) => new JSDOM(html || "").window.document;
/** The addresses of a header (To, Reply-To) as mailparser read them. */
const addresses = (header: ParsedMail["to"] | ParsedMail["replyTo"]) =>
  [header ?? []].flat().flatMap((h) => h.value.map((a) => a.address));

describe("submission-created: the lead e-mails", () => {
  let smtp: Smtp | undefined;
  let files: { server: Server; url: string } | undefined;
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    if (smtp) await new Promise<void>((resolve) => smtp!.server.close(() => resolve()));
    if (files) await new Promise<void>((resolve) => files!.server.close(() => resolve()));
    smtp = files = undefined;
  });
  const configure = (port: number) => {
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    vi.stubEnv("LEADS_TO", OFFICE);
    vi.stubEnv("LEADS_FROM", FROM);
  };

  it("an inquiry with two photos and hostile text: the office gets every field and the photos, nothing as markup; the sender a confirmation", async () => {
    smtp = await startSmtp();
    files = await startFiles();
    configure(smtp.port);
    const data = {
      ...hostile,
      [SUSPICION_FIELD]: "Sent 0.8 s after the form opened",
      "photo-1": { filename: PHOTOS[0]!.name, type: PHOTOS[0]!.type, size: 10, url: `${files.url}/0` },
      "photo-2": { filename: PHOTOS[1]!.name, type: PHOTOS[1]!.type, size: 72, url: `${files.url}/1` },
    };
    const response = await submissionCreated(event(data));
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(2);
    const [office, confirmation] = smtp.mails as [ParsedMail, ParsedMail];

    // The office's notice: to the office, answerable straight to the sender.
    expect(addresses(office.to)).toEqual([OFFICE]);
    expect(addresses(office.replyTo)).toEqual([hostile.email]);
    expect(office.subject).toContain(hostile.name);
    expect(office.subject).toContain(hostile.town);
    const doc = textOf(office.html);
    const body = doc.body.textContent;
    const labels = getForm("inquiry").labels;
    for (const [label, value] of [
      [labels.name, hostile.name],
      [labels.email, hostile.email],
      [labels.phone, hostile.phone],
      [labels.town, hostile.town],
      [labels.projectType, hostile["project-type"]],
      [labels.budget, hostile.budget],
      [labels.timeline, hostile.timeline],
      [labels.message, hostile.message],
    ] as [string, string][]) {
      // (HTML reads a line break as one character, whatever was sent)
      expect(body.includes(label), `the label ${label}`).toBe(true);
      expect(body.includes(value.replace(/\r\n/g, "\n")), `the value of ${label}`).toBe(true);
    }
    expect(body.includes(LONG), "10,000 characters, whole").toBe(true);
    expect(body).toContain("Sent 0.8 s after the form opened");
    // Nothing typed became markup: no script, image, bold or foreign element in the e-mail.
    expect(doc.querySelectorAll("script, img, b, svg, iframe")).toHaveLength(0);
    expect(office.html).not.toContain(SCRIPT);
    expect(office.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // How to reach them, one tap away.
    expect(doc.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:7815550199");
    expect(doc.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(`mailto:${hostile.email}`);
    // The photos: attached, byte for byte, and linked.
    expect(office.attachments.map((a) => [a.filename, a.contentType])).toEqual(PHOTOS.map((p) => [p.name, p.type]));
    office.attachments.forEach((a, i) => expect(a.content.equals(PHOTOS[i]!.bytes)).toBe(true));
    expect([...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
      expect.arrayContaining([`${files.url}/0`, `${files.url}/1`]),
    );
    expect(office.text!.includes(hostile.message.replace(/\r\n/g, "\n")), "the text part holds the message").toBe(true);

    // The sender's confirmation: the promise from content and a copy of what they sent.
    expect(addresses(confirmation.to)).toEqual([hostile.email]);
    expect(addresses(confirmation.replyTo)).toEqual([OFFICE]);
    expect(confirmation.subject).toBe(getForm("leadMail").confirmation.inquirySubject);
    const copy = textOf(confirmation.html);
    expect(copy.body.textContent).toContain(getSettings("business").claims.responseTime);
    expect(copy.body.textContent).toContain(getForm("leadMail").confirmation.inquiryText);
    expect(copy.body.textContent.includes(LONG), "the copy holds the whole message").toBe(true);
    expect(copy.querySelectorAll("script, img, b")).toHaveLength(0);
    expect(confirmation.attachments).toHaveLength(0);
    expect(confirmation.text).not.toContain("Sent 0.8 s");
  });

  it("a job application: the office gets the choices in words; the applicant the confirmation for applications", async () => {
    smtp = await startSmtp();
    configure(smtp.port);
    const response = await submissionCreated(
      event(
        {
          name: "Sam Okafor",
          email: "sam@example.com",
          phone: "617-555-0100",
          experience: "senior",
          availability: "2weeks",
          skills: "Framing",
          message: "",
        },
        "job-application",
      ),
    );
    expect(response.status).toBe(200);
    const [office, confirmation] = smtp.mails as [ParsedMail, ParsedMail];
    const job = getForm("job");
    expect(office.text).toContain(
      `${job.labels.experience}: ${job.experienceOptions.find((o) => o.value === "senior")!.label}`,
    );
    expect(office.text).toContain(
      `${job.labels.availability}: ${job.availabilityOptions.find((o) => o.value === "2weeks")!.label}`,
    );
    expect(confirmation.subject).toBe(getForm("leadMail").confirmation.applicationSubject);
    expect(confirmation.text).toContain(getForm("leadMail").confirmation.applicationText);
  });

  it("nothing configured: nothing is sent and nothing fails", async () => {
    smtp = await startSmtp();
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("LEADS_TO", "");
    vi.stubEnv("LEADS_FROM", "");
    const response = await submissionCreated(event(hostile));
    expect(response.status).toBe(200);
    expect(smtp.mails).toHaveLength(0);
  });

  it("the SMTP server down, or refusing: the function fails loudly (500, logged) for Netlify's function log", async () => {
    smtp = await startSmtp({ refuse: true });
    configure(smtp.port);
    const refused = await submissionCreated(event(hostile));
    expect(refused.status).toBe(500);
    expect(console.error).toHaveBeenCalledWith(
      "submission-created: the lead e-mail could not be sent:",
      expect.any(Error),
    );
    expect(smtp.mails).toHaveLength(0);

    const port = smtp.port;
    await new Promise<void>((resolve) => smtp!.server.close(() => resolve()));
    smtp = undefined;
    configure(port); // nothing listens there now
    const down = await submissionCreated(event(hostile));
    expect(down.status).toBe(500);
    expect(await down.text()).toMatch(/Lead e-mail not sent/);
  });

  it("half a configuration is a mistake the log names", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    vi.stubEnv("LEADS_TO", "");
    vi.stubEnv("LEADS_FROM", "");
    const response = await submissionCreated(event(hostile));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("LEADS_TO, LEADS_FROM not set");
  });

  it("the Call button dials what was typed, in any of the ways people write a number, without its extension", () => {
    expect(
      ["(781) 555-0199", "+1 781 555 0199", "781.555.0199", "617-555-0100 x12", "+1 (617) 555-0100 ext. 12"].map(
        telHref,
      ),
    ).toEqual(["tel:7815550199", "tel:+17815550199", "tel:7815550199", "tel:6175550100", "tel:+16175550100"]);
    // Not a number: no button (the text is still in the e-mail).
    expect(["call me", "", "555"].map(telHref)).toEqual(["", "", ""]);
  });
});
