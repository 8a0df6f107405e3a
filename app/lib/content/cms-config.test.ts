/**
 * The editor's configuration agrees with the schemas the build checks: what the editor accepts,
 * the build accepts. It is generated from them (cms-config.ts); these tests hold the generator to it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { businessSchema, emailPattern, phonePattern, testimonialSchema } from "~/content/schema";
import { cmsConfig, fieldsFor, MAX_UPLOAD_BYTES, type CmsField } from "./cms-config";
import { cmsEnv } from "./vite-plugin";

const root = join(import.meta.dirname, "..", "..", "..");
const config = cmsConfig({ localBackend: true });
const byName = (fields: CmsField[], path: string): CmsField | undefined => {
  const [head, ...rest] = path.split(".");
  const found = fields.find((f) => f.name === head);
  return rest.length ? byName((found?.fields as CmsField[]) ?? [], rest.join(".")) : found;
};

describe("the editor's configuration", () => {
  it("edits every content folder and file that exists", () => {
    for (const collection of config.collections as { folder?: string; files?: { file: string }[] }[]) {
      if (collection.folder) expect(existsSync(join(root, collection.folder)), collection.folder).toBe(true);
      for (const file of collection.files ?? []) expect(existsSync(join(root, file.file)), file.file).toBe(true);
    }
  });

  it("has a field for every field of the schemas, required where the schema requires it", () => {
    const fields = fieldsFor(testimonialSchema);
    expect(fields.map((f) => f.name).sort()).toEqual(Object.keys(testimonialSchema.shape).sort());
    expect(byName(fields, "author")?.required).toBeUndefined();
    expect(byName(fieldsFor(businessSchema), "claims.responseTime")).toBeDefined();
  });

  it("refuses a malformed phone number and e-mail address with the build's own patterns", () => {
    const business = fieldsFor(businessSchema);
    expect((byName(business, "email")?.pattern as string[])[0]).toBe(emailPattern.source);
    expect((byName(business, "phone.display")?.pattern as string[])[0]).toBe(phonePattern.source);
    const email = new RegExp((byName(business, "email")?.pattern as string[])[0]!, "i");
    expect(email.test("hello at kendal")).toBe(false);
  });

  it("limits uploads to pictures of at most 5 MB", () => {
    const services = config.collections.find((c) => c.name === "services") as { fields: CmsField[] };
    const picture = byName(services.fields, "image.art");
    expect(picture?.widget).toBe("image");
    expect(picture?.media_library).toMatchObject({ config: { max_file_size: MAX_UPLOAD_BYTES } });
    expect(config.media_folder).toBe("app/assets/art");
  });

  it("takes its backend from the environment and uses the local server only when asked", () => {
    expect(cmsConfig(cmsEnv({ CMS_BACKEND: "github", CMS_REPO: "owner/site", CMS_BRANCH: "live" }))).toMatchObject({
      backend: { name: "github", repo: "owner/site", branch: "live" },
    });
    expect(cmsConfig(cmsEnv({}))).not.toHaveProperty("local_backend");
    expect(JSON.stringify(cmsConfig(cmsEnv({})))).not.toMatch(/token|secret|password/i);
  });
});
