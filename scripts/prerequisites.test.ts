import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { librariesNotFound, missingPrerequisite, packagesFor } from "./prerequisites.ts";

let dir: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("what npm test needs and npm cannot bring", () => {
  it("a Chromium that does not start stops the tests with one sentence saying what to do", async () => {
    dir = mkdtempSync(join(tmpdir(), "kgb-chromium-"));
    const chromium = join(dir, "chromium");
    writeFileSync(chromium, "#!/bin/sh\necho 'Missing X server or $DISPLAY' >&2\nexit 1\n");
    chmodSync(chromium, 0o755);
    vi.stubEnv("CHROME_HEADLESS_SHELL_PATH", chromium);
    expect(await missingPrerequisite()).toBe(
      `Chromium (${chromium}, set by CHROME_HEADLESS_SHELL_PATH or CHROME_PATH) does not start ` +
        "(Missing X server or $DISPLAY); unset the variable to use Debian's or the bundled one.",
    );
  });

  it("names the shared libraries a minimal Debian lacks for the bundled Chromium, and their packages", () => {
    // ldd /tmp/chromium on a Debian 12 without any browser installed.
    const ldd = [
      "\tlinux-vdso.so.1 (0x00007ffd6b9f3000)",
      "\tlibdl.so.2 => /lib/x86_64-linux-gnu/libdl.so.2 (0x00007f2a4c0b1000)",
      "\tlibnspr4.so => not found",
      "\tlibnss3.so => not found",
      "\tlibnssutil3.so => not found",
      "\tlibexpat.so.1 => /lib/x86_64-linux-gnu/libexpat.so.1 (0x00007f2a4c07f000)",
      "\tlibplc4.so => not found",
    ].join("\n");
    const libraries = librariesNotFound(ldd);
    expect(libraries).toEqual(["libnspr4.so", "libnss3.so", "libnssutil3.so", "libplc4.so"]);
    expect(packagesFor(libraries)).toEqual(["libnspr4", "libnss3"]);
    expect(packagesFor(["libgbm.so.1"])).toEqual(["chromium-headless-shell"]);
  });
});
