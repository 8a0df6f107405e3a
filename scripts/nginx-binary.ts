import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * Debian's nginx, for the hosting tests (tests/e2e/hosting.spec.ts): on PATH or in /usr/sbin (not on a
 * normal user's PATH). Undefined where it is not installed.
 */
export function nginxBinary() {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const dir of dirs) {
    const file = join(dir, "nginx");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}
