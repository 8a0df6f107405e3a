import { minifySync } from "vite";
import { afterLeadPicture, PAGE_CODE_ID, PAINT_WAIT_MS, startHeldCode } from "./page-code";

/**
 * The inline script that starts the page's code, right after the <template>, minified: once
 * afterLeadPicture says so, startHeldCode puts what the template held (React Router's scripts, unread
 * and unchanged) into the page right after it, where the browser runs them as it would have run
 * them in place.
 */
export function pageCodeStarter(): string {
  const start = `function(){(${startHeldCode.toString()})(document,${JSON.stringify(PAGE_CODE_ID)})}`;
  const source = `(${afterLeadPicture.toString()})(${start},document,${PAINT_WAIT_MS})`;
  const { code, errors } = minifySync("page-code-starter.js", source);
  if (errors.length) throw new Error(`pageCodeStarter: ${errors.map((e) => e.message).join("; ")}`);
  return code.trim();
}

/**
 * At pre-render (app/entry.server.tsx): React Router writes the data the page hydrates from after the
 * document (React puts it at the end of <body>), as inline scripts that hand it to the script in the
 * template. They move, whole and unread, to the end of the template, so they run after it, once the
 * page has painted. Stops the build if the page has no template followed by the starter.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

export function holdLateScripts(html: string, starter: string): string {
  const tail = `</template><script>${starter}</script>`;
  const at = html.indexOf(tail);
  if (at < 0 || html.indexOf(tail, at + 1) >= 0)
    throw new Error(`holdLateScripts: the page has no single <template id="${PAGE_CODE_ID}"> followed by its starter`);
  const after = html.slice(at + tail.length);
  const late = after.match(SCRIPT) ?? [];
  return html.slice(0, at) + late.join("") + tail + after.replace(SCRIPT, "");
}
