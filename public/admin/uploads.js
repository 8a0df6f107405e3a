/**
 * The editor's upload check: a file the site cannot show as a picture (a PDF, a Word file...) is
 * refused before it is uploaded, with a message saying what to choose; a photo larger than the limit
 * (a phone's photo is often 8 to 15 MB) is made smaller here, in the browser, before it is uploaded:
 * drawn the right way up (its camera's orientation applied, createImageBitmap's `imageOrientation:
 * "from-image"`), at most 3200 pixels on its long side (twice the widest the site shows), and saved as
 * a JPEG under the limit. The kinds and the limit come from the page (app/lib/content/admin-page.ts:
 * the build's own list). Listens on the window, in the capture phase, so it runs before the editor's
 * own handler (React listens on its root): it stops the original event and, with a smaller copy,
 * sends the editor the same event holding that copy.
 */
(() => {
  const script = document.currentScript;
  const types = (script?.dataset.types || "").split(",");
  const maxBytes = Number(script?.dataset.maxBytes || 0);
  const kinds = "a JPG, PNG, WebP, AVIF or SVG picture";
  const drawable = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
  const LONG_SIDE = 3200;
  const megabytes = (bytes) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  const extensionOf = (name) => {
    const dot = name.lastIndexOf(".");
    return dot < 0 ? "" : name.slice(dot).toLowerCase();
  };
  /** Events this script sent itself, with the smaller copies: the editor's own handler takes them. */
  const resent = new WeakSet();

  const problem = (file) => {
    const extension = extensionOf(file.name);
    if (!types.includes(extension))
      return `"${file.name}" is not a picture the site can show. Choose ${kinds} (a photo from your phone or camera is a JPG).`;
    if (maxBytes && file.size > maxBytes && !drawable.includes(extension))
      return `"${file.name}" is ${megabytes(file.size)}; the largest picture the editor takes is ${megabytes(maxBytes)}. Choose a smaller copy.`;
    return "";
  };

  /** A JPEG copy of a photo under the limit, the right way up; the same name with .jpg. */
  async function smaller(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    let scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    try {
      for (let attempt = 0; attempt < 8; attempt++) {
        const canvas = document.createElement("canvas");
        canvas.width = Math.round(bitmap.width * scale);
        canvas.height = Math.round(bitmap.height * scale);
        const context = canvas.getContext("2d");
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
        if (blob && blob.size <= maxBytes) {
          const name = file.name.replace(/\.[^.]+$/, "") + ".jpg";
          return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
        }
        scale *= 0.75;
      }
    } finally {
      bitmap.close();
    }
    throw new Error("still too large");
  }

  /** The files as they will be uploaded: too large photos replaced by smaller copies. */
  async function prepare(files) {
    return Promise.all(files.map((file) => (maxBytes && file.size > maxBytes ? smaller(file) : file)));
  }

  const check = (event, files, resend) => {
    if (resent.has(event)) return;
    const list = [...(files || [])];
    const refused = list.map(problem).find(Boolean);
    const large = list.some((file) => maxBytes && file.size > maxBytes);
    if (!refused && !large) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (refused) {
      if (event.target instanceof HTMLInputElement) event.target.value = "";
      window.alert(refused);
      return;
    }
    prepare(list).then(
      (ready) => {
        const transfer = new DataTransfer();
        for (const file of ready) transfer.items.add(file);
        const again = resend(transfer);
        resent.add(again);
        event.target.dispatchEvent(again);
      },
      () => {
        if (event.target instanceof HTMLInputElement) event.target.value = "";
        const file = list.find((f) => maxBytes && f.size > maxBytes);
        window.alert(
          `"${file.name}" is ${megabytes(file.size)} and could not be made smaller here; the largest picture the editor takes is ${megabytes(maxBytes)}. Choose a smaller copy (your phone's "medium" size is plenty).`,
        );
      },
    );
  };

  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      check(event, input.files, (transfer) => {
        input.files = transfer.files;
        return new Event("change", { bubbles: true });
      });
    },
    true,
  );
  window.addEventListener(
    "drop",
    (event) =>
      check(
        event,
        event.dataTransfer?.files,
        (transfer) => new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }),
      ),
    true,
  );
})();
