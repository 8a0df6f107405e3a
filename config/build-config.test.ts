import { describe, expect, it } from "vitest";
import { readBuildConfig } from "./build-config.mjs";
import { contentSecurityPolicy } from "./security-headers.mjs";

/**
 * A policy's sources for a directive; a fetch directive that the policy leaves out reads
 * default-src's, as browsers do.
 */
const directives = (csp: string) => {
  const listed = new Map(
    csp.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
  return (name: string) => listed.get(name) ?? (name.endsWith("-src") ? listed.get("default-src") : undefined);
};

describe("form delivery configuration", () => {
  it("defaults to Netlify Forms, posting to the site itself", () => {
    const config = readBuildConfig({});
    expect(config.formsDelivery).toBe("netlify");
    expect(config.formsEndpoint).toBe("");
    const csp = directives(contentSecurityPolicy(config, { scriptHashes: [] }));
    expect(csp("form-action")).toEqual(["'self'"]);
    expect(csp("connect-src")).toEqual(["'self'"]);
  });

  it("an endpoint's origin, and nothing more, is allowed to receive the forms", () => {
    const config = readBuildConfig({ FORMS_DELIVERY: "endpoint", FORMS_ENDPOINT: "https://formspree.io/f/abc123" });
    expect(config.formsEndpoint).toBe("https://formspree.io/f/abc123");
    const csp = directives(contentSecurityPolicy(config, { scriptHashes: [] }));
    expect(csp("form-action")).toEqual(["'self'", "https://formspree.io"]);
    expect(csp("connect-src")).toEqual(["'self'", "https://formspree.io"]);
    expect(csp("script-src")).not.toContain("https://formspree.io");
  });

  it("refuses to build forms that could not deliver", () => {
    expect(() => readBuildConfig({ FORMS_DELIVERY: "endpoint" })).toThrow(/needs FORMS_ENDPOINT/);
    expect(() => readBuildConfig({ FORMS_DELIVERY: "endpoint", FORMS_ENDPOINT: "http://forms.example.net/f" })).toThrow(
      /HTTPS/,
    );
    expect(() => readBuildConfig({ FORMS_DELIVERY: "email" })).toThrow(/must be one of netlify, endpoint/);
    expect(() => readBuildConfig({ FORMS_ENDPOINT: "https://formspree.io/f/abc123" })).toThrow(/set both/);
  });

  it("a build for nginx with Netlify Forms fails loudly: nginx would lose every submission", () => {
    expect(() => readBuildConfig({ DEPLOY_TARGET: "nginx" })).toThrow(/does not handle form posts/);
    expect(
      readBuildConfig({
        DEPLOY_TARGET: "nginx",
        FORMS_DELIVERY: "endpoint",
        FORMS_ENDPOINT: "https://usebasin.com/f/x",
      }).formsDelivery,
    ).toBe("endpoint");
  });
});

describe("analytics configuration", () => {
  it("unset: no analytics, and the policy allows no analytics origin", () => {
    const config = readBuildConfig({});
    expect(config.analytics).toBeNull();
    expect(directives(contentSecurityPolicy(config, { scriptHashes: [] }))("connect-src")).toEqual(["'self'"]);
  });

  it("Plausible: its Events API by default, the site's domain without www; the policy allows that origin to be sent to, and nothing to run", () => {
    const config = readBuildConfig({ ANALYTICS_PROVIDER: "plausible" });
    expect(config.analytics).toEqual({
      provider: "plausible",
      endpoint: "https://plausible.io/api/event",
      domain: "kendalgreenbuilders.com",
    });
    const csp = directives(contentSecurityPolicy(config, { scriptHashes: [] }));
    expect(csp("connect-src")).toEqual(["'self'", "https://plausible.io"]);
    expect(csp("script-src")).not.toContain("https://plausible.io");
    const own = readBuildConfig({
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_DOMAIN: "kgb.example",
      ANALYTICS_ENDPOINT: "https://stats.example.org/api/event",
    });
    expect(own.analytics).toMatchObject({ domain: "kgb.example", endpoint: "https://stats.example.org/api/event" });
  });

  it("refuses a configuration that could not count", () => {
    expect(() => readBuildConfig({ ANALYTICS_PROVIDER: "ga4" })).toThrow(/must be one of plausible/);
    expect(() => readBuildConfig({ ANALYTICS_DOMAIN: "kgb.example" })).toThrow(/ANALYTICS_PROVIDER is not/);
    expect(() =>
      readBuildConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ENDPOINT: "http://stats.example.org/api/event" }),
    ).toThrow(/HTTPS/);
    // Loopback over plain HTTP: the browser tests' stand-in.
    expect(
      readBuildConfig({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ENDPOINT: "http://127.0.0.1:4175/api/event" })
        .analytics?.endpoint,
    ).toBe("http://127.0.0.1:4175/api/event");
  });
});
