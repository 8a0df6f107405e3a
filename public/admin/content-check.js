/**
 * The editor's check before every save (Decap's documented `preSave` event), with the build's own
 * rules: /admin/content-rules.js is app/lib/content/editor-check.ts bundled (the content schemas,
 * the rules between entries, the placeholders), so the editor refuses what the build would refuse,
 * each problem naming the field as the screen shows it ("Reference: "8" is already used by ...").
 * It first writes what the owner typed naturally the house way (a phone number "781-555-0142" is
 * saved as "(781) 555-0142", an opening time "7:30" as "07:30", a reading time "3 min" as
 * "3 min read"): the editor's patterns accept those, the build's schemas only the house way.
 *
 * The rules between entries (a project's number or title used twice, no review left on the home
 * page) need the other entries, which the preSave event does not give: /admin/entries.json holds
 * those the site was built with, and the entries saved since in this window are added to them.
 * After a save, an entry is opened again from its file (reopen, below).
 * A module script: it runs after decap-cms.js has defined window.CMS.
 */
import { deletionProblems, entryProblems, houseWay } from "./content-rules.js";

/** @type {Promise<{ entries: Record<string, { file: string; data: Record<string, unknown> }[]>; placeholders: { facts: string[]; runtime: Record<string, string[]> } }>} */
const built = fetch("/admin/entries.json", { cache: "no-store" })
  .then((response) => (response.ok ? response.json() : undefined))
  .catch(() => undefined)
  .then((index) => index ?? { entries: {}, placeholders: { facts: [], runtime: {} } });

/** The entries saved in this window, by folder: file -> fields (newer than the site's build). */
const saved = new Map();
/** The entries deleted in this window. */
const deleted = new Set();

const folderOf = (file) => /^app\/content\/([^/]+)\/[^/]+$/.exec(file || "")?.[1];

/** The index as last read: the Delete button's check cannot wait for it. */
let known;
async function index() {
  const { entries, placeholders } = await built;
  const merged = {};
  for (const [folder, list] of Object.entries(entries))
    merged[folder] = list.filter((entry) => !saved.has(entry.file) && !deleted.has(entry.file));
  for (const [file, data] of saved) {
    const folder = folderOf(file);
    if (folder && merged[folder]) merged[folder].push({ file, data });
  }
  known = { entries: merged, placeholders };
  return known;
}
void index();

window.CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const file = entry.get("path") || entry.get("collection");
    let data = entry.get("data");
    for (const { path, value } of houseWay(file, data.toJS())) data = data.setIn(path, value);
    const problems = entryProblems(file, data.toJS(), await index());
    if (problems.length) throw new Error(problems.join("\n"));
    return data;
  },
});

/**
 * Whether the editor holds changes it has not saved, as Decap answers the browser's question before a
 * page is left (it sets the event's returnValue then); a question of ours shows nothing to the owner.
 */
function unsavedInEditor() {
  const question = new Event("beforeunload", { cancelable: true });
  let answer;
  Object.defineProperty(question, "returnValue", { get: () => answer, set: (value) => (answer = value) });
  window.dispatchEvent(question);
  return Boolean(answer) || question.defaultPrevented;
}

/**
 * After an entry already on the site is saved, the editor opens it again from its file: it then shows
 * what was saved (a phone number the house way), and a field typed back to its old value afterwards
 * is a change it saves. (Decap compares the fields with the entry as it first loaded it: without
 * this, typing back the value of before the last Publish showed "Published" and saved nothing.)
 * Decap opens a new entry from its file itself, once saved.
 */
function reopen(hash) {
  if (location.hash !== hash) return;
  const list = hash.replace(/\/entries\/.*$/, "");
  location.replace(list);
  setTimeout(() => location.hash === list && location.replace(hash), 100);
}

window.CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const file = entry.get("path");
    if (folderOf(file)) {
      saved.set(file, entry.get("data").toJS());
      deleted.delete(file);
      void index();
    }
    // A new entry's file is named when Decap opens it, once saved: its address names it.
    if (entry.get("newRecord")) {
      const collection = entry.get("collection");
      const data = entry.get("data").toJS();
      const opened = () => {
        const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(location.hash);
        if (!match || match[1] !== collection) return;
        window.removeEventListener("hashchange", opened);
        saved.set(`app/content/${collection}/${decodeURIComponent(match[2])}.yaml`, data);
        void index();
      };
      window.addEventListener("hashchange", opened);
    }
    // Once Decap has marked the entry saved: with new photos it first reloads its media library, and
    // until then its own guard would ask the owner whether to leave the page. Not if he has typed again.
    else {
      const hash = location.hash;
      const since = Date.now();
      const whenSaved = () => {
        if (!unsavedInEditor()) reopen(hash);
        else if (Date.now() - since < 10_000) setTimeout(whenSaved, 50);
      };
      setTimeout(whenSaved, 0);
    }
  },
});

/**
 * Decap has no event before a deletion: the Delete button of an entry is checked here, in the
 * capture phase, before the editor's own handler (React listens on its root). Deleting the last
 * review shown on the home page is refused with the reason; a deletion let through is remembered
 * (also when the owner then cancels it at Decap's question: the check is then stricter, never looser).
 */
window.addEventListener(
  "click",
  (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !/^Delete (published )?entry$/i.test(button.textContent.trim())) return;
    const match = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(location.hash);
    const folder = match && known?.entries[match[1]] ? match[1] : undefined;
    if (!folder) return;
    const file = known.entries[folder].find((e) => e.file.replace(/^.*\/|\.ya?ml$/g, "") === decodeURIComponent(match[2]))?.file;
    if (!file) return;
    const problems = deletionProblems(file, known);
    if (problems.length) {
      event.stopImmediatePropagation();
      event.preventDefault();
      window.alert(problems.join("\n"));
    } else {
      deleted.add(file);
      void index();
    }
  },
  true,
);
