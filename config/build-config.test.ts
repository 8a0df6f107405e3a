import { describe, expect, it } from "vitest";
import { readBuildConfig, readEditorSettings, readFormsDelivery } from "./build-config.ts";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "./security-headers.ts";

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
    expect(() => readFormsDelivery({ DEPLOY_TARGET: "nginx" })).toThrow(/does not handle form posts/);
    expect(
      readFormsDelivery({
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

describe("the editor's sign-in on the published site", () => {
  const adminCsp = (env: Record<string, string>, local = false) =>
    directives(adminContentSecurityPolicy(readEditorSettings(env), { localBackend: local }));

  it("defaults to DecapBridge; without its site ID the site builds and /admin/ names the setting, talking to no one", () => {
    expect(readBuildConfig({}).editorSignIn).toBe("decapbridge");
    const editor = readEditorSettings({});
    expect(editor).toMatchObject({ signIn: "decapbridge", missing: "CMS_DECAPBRIDGE_SITE", origins: [] });
    expect(adminCsp({})("connect-src")).toEqual(["'self'", "blob:"]);
    // With the site ID, the default is complete.
    const set = readEditorSettings({ CMS_DECAPBRIDGE_SITE: "6924f3be-3af2-4b74-af00-7582d5a4e36c" });
    expect(set.missing).toBeUndefined();
    expect(set.backend.identity_url).toBe("https://auth.decapbridge.com/sites/6924f3be-3af2-4b74-af00-7582d5a4e36c");
  });

  it("Netlify Identity, a setting: its widget and services are the site's own, /admin/ talks to nothing else", () => {
    const env = { CMS_BACKEND: "netlify" };
    expect(readEditorSettings(env).backend).toEqual({
      name: "git-gateway",
      branch: "main",
      status_endpoint: "/admin/status.json",
    });
    expect(readEditorSettings({ CMS_BACKEND: "git-gateway" }).signIn).toBe("netlify");
    const csp = adminCsp(env);
    expect(csp("connect-src")).toEqual(["'self'", "blob:"]);
    expect(csp("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("DecapBridge: its sign-in and gateway addresses, as its dashboard gives them, and only those allowed", () => {
    const env = { CMS_BACKEND: "decapbridge", CMS_DECAPBRIDGE_SITE: "6924f3be-3af2-4b74-af00-7582d5a4e36c" };
    expect(readEditorSettings(env).backend).toEqual({
      name: "git-gateway",
      branch: "main",
      identity_url: "https://auth.decapbridge.com/sites/6924f3be-3af2-4b74-af00-7582d5a4e36c",
      gateway_url: "https://gateway.decapbridge.com",
      status_endpoint: "/admin/status.json",
    });
    expect(adminCsp(env)("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://auth.decapbridge.com",
      "https://gateway.decapbridge.com",
    ]);
  });

  it("GitHub through an OAuth service: its address and the repository, and GitHub's API allowed", () => {
    const env = { CMS_BACKEND: "github", CMS_REPO: "kendalgreen/site", CMS_AUTH_URL: "https://oauth.example.net/" };
    expect(readEditorSettings(env).backend).toEqual({
      name: "github",
      repo: "kendalgreen/site",
      branch: "main",
      base_url: "https://oauth.example.net",
      auth_endpoint: "auth",
    });
    const csp = adminCsp(env);
    expect(csp("connect-src")).toEqual(["'self'", "blob:", "https://api.github.com"]);
    expect(csp("img-src")).toContain("https://avatars.githubusercontent.com");
  });

  it("an incomplete sign-in setting stops the build, naming the missing setting", () => {
    expect(() => readBuildConfig({ CMS_BACKEND: "github" })).toThrow(/CMS_BACKEND=github needs CMS_REPO/);
    expect(() => readBuildConfig({ CMS_BACKEND: "github", CMS_REPO: "kendalgreen/site" })).toThrow(
      /CMS_BACKEND=github needs CMS_AUTH_URL/,
    );
    expect(() =>
      readBuildConfig({
        CMS_BACKEND: "github",
        CMS_REPO: "kendalgreen/site",
        CMS_AUTH_URL: "http://oauth.example.net",
      }),
    ).toThrow(/CMS_AUTH_URL must be an https/);
    expect(() =>
      readBuildConfig({ CMS_BACKEND: "github", CMS_REPO: "site", CMS_AUTH_URL: "https://o.example.net" }),
    ).toThrow(/CMS_REPO must name a repository as owner\/name/);
    expect(() => readBuildConfig({ CMS_BACKEND: "decapbridge" })).toThrow(/needs CMS_DECAPBRIDGE_SITE/);
    // nginx (deploy/Dockerfile) has no Netlify Identity.
    const nginx = { DEPLOY_TARGET: "nginx", FORMS_DELIVERY: "endpoint", FORMS_ENDPOINT: "https://usebasin.com/f/x" };
    expect(() => readBuildConfig({ ...nginx, CMS_BACKEND: "netlify" })).toThrow(/has no Netlify Identity/);
    expect(
      readBuildConfig({ ...nginx, CMS_BACKEND: "decapbridge", CMS_DECAPBRIDGE_SITE: "abc-123" }).editorSignIn,
    ).toBe("decapbridge");
    expect(() => readBuildConfig({ CMS_BACKEND: "netlify-cms" })).toThrow(
      /must be one of decapbridge, netlify, github/,
    );
  });

  it("allows the local editing server only in a build made for editing on a computer", () => {
    expect(adminCsp({})("connect-src")).not.toContain("http://localhost:8081");
    expect(adminCsp({}, true)("connect-src")).toContain("http://localhost:8081");
  });
});
