/**
 * The honeypot is a field the host refuses a post for (Netlify does not even keep it as spam), so
 * no person may ever fill it, nor a browser on a person's behalf: Chromium's own autofill, given a
 * saved address and contact, fills both forms and leaves the honeypot empty, hidden or shown.
 */
import { HONEYPOT_FIELD } from "../../config/form-settings.ts";
import { jobApplicationSpec } from "../../app/lib/forms/job-application-spec";
import { projectInquirySpec } from "../../app/lib/forms/project-inquiry-spec";
import { findChromium } from "../../scripts/chromium.ts";
import { expect, openPage, test } from "./fixtures";

const FORMS = "https://forms.contact.test/**";

// The full browser: its DevTools protocol fills a form from an address profile the way a person's
// saved address and contact fill it (Autofill.trigger), which the headless shell lacks.
const { executablePath, args, env } = await findChromium({ full: true });
test.use({ launchOptions: { executablePath, args, ...(env && { env: { ...process.env, ...env } }) } });

test.describe("Chromium's autofill never fills the honeypot", () => {
  const profile = [
    ["NAME_FULL", "Dana Whitfield"],
    ["EMAIL_ADDRESS", "dana.whitfield@example.com"],
    ["PHONE_HOME_WHOLE_NUMBER", "+17815550199"],
    ["COMPANY_NAME", "Whitfield Design"],
    ["ADDRESS_HOME_LINE1", "12 Church Street"],
    ["ADDRESS_HOME_CITY", "Weston"],
    ["ADDRESS_HOME_STATE", "MA"],
    ["ADDRESS_HOME_ZIP", "02493"],
    ["ADDRESS_HOME_COUNTRY", "US"],
  ].map(([name, value]) => ({ name: name!, value: value! }));

  for (const [path, spec] of [
    ["/contact", projectInquirySpec],
    ["/join-team", jobApplicationSpec],
  ] as const) {
    test(`${path}: a saved address and contact fill the form, the honeypot stays empty, hidden or shown`, async ({
      page,
    }) => {
      await page.route(FORMS, (route) => route.abort("blockedbyclient"));
      await openPage(page, path);
      const form = page.locator(`form[name="${spec.name}"]`);
      // The fields' labels are the owner's words, as the form's spec carries them from the content.
      const label = (field: string) => spec.fields.find((f) => f.name === field)!.label;
      const name = form.getByLabel(label("name"));
      const trap = form.locator(`[name="${HONEYPOT_FIELD}"]`);
      const cdp = await page.context().newCDPSession(page);
      const autofill = async () => {
        await name.focus();
        const { result } = await cdp.send("Runtime.evaluate", {
          expression: `document.querySelector('form[name="${spec.name}"] [name="name"]')`,
        });
        await cdp.send("DOM.getDocument");
        const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId! });
        // Chromium answers "Field not found" until it has read the form: asked again until it has.
        await expect
          .poll(() =>
            cdp.send("Autofill.trigger", { fieldId: node.backendNodeId, address: { fields: profile } }).then(
              () => "filled",
              (e: Error) => e.message,
            ),
          )
          .toBe("filled");
        await expect(name).toHaveValue("Dana Whitfield");
      };

      await autofill();
      await expect(form.getByLabel(label("email"))).toHaveValue("dana.whitfield@example.com");
      await expect(trap).toHaveValue("");
      // Hidden from people and from assistive technology, out of the tab order, autocomplete off.
      await expect(trap).toBeHidden();
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");

      // Were its stylesheet lost and the field shown, its name and label still read as nothing autofill knows.
      await form.getByLabel(label("name")).fill("");
      await form.getByLabel(label("email")).fill("");
      await trap.evaluate((el) => (el.closest("p")!.className = ""));
      await expect(trap).toBeVisible();
      await autofill();
      await expect(form.getByLabel(label("email"))).toHaveValue("dana.whitfield@example.com");
      await expect(trap).toHaveValue("");
    });
  }
});
