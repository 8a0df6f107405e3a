/**
 * The editor's upload check: a file the site cannot show as a picture (a PDF, a Word file...) or one
 * larger than the limit is refused before it is uploaded, with a message saying what to choose. The
 * kinds and the limit come from the page (app/lib/content/admin-page.ts: the build's own list).
 * Listens on the window, in the capture phase, so it runs before the editor's own handler
 * (React listens on its root) and can stop the upload.
 */
(() => {
  const script = document.currentScript;
  const types = (script?.dataset.types || "").split(",");
  const maxBytes = Number(script?.dataset.maxBytes || 0);
  const kinds = "a JPG, PNG, WebP, AVIF or SVG picture";
  const megabytes = (bytes) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

  const problem = (file) => {
    const dot = file.name.lastIndexOf(".");
    const extension = dot < 0 ? "" : file.name.slice(dot).toLowerCase();
    if (!types.includes(extension))
      return `"${file.name}" is not a picture the site can show. Choose ${kinds} (a photo from your phone or camera is a JPG).`;
    if (maxBytes && file.size > maxBytes)
      return `"${file.name}" is ${megabytes(file.size)}; the largest picture the editor takes is ${megabytes(maxBytes)}. Choose a smaller copy (your phone's "medium" size is plenty).`;
    return "";
  };

  const check = (event, files) => {
    const refused = [...(files || [])].map(problem).find(Boolean);
    if (!refused) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (event.target instanceof HTMLInputElement) event.target.value = "";
    window.alert(refused);
  };

  window.addEventListener(
    "change",
    (event) => event.target instanceof HTMLInputElement && event.target.type === "file" && check(event, event.target.files),
    true,
  );
  window.addEventListener("drop", (event) => check(event, event.dataTransfer?.files), true);
})();
