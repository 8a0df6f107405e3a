import copy from "virtual:content/forms/common";
import { fill } from "../content/fill";
/**
 * What both forms say around their fields (app/content/forms/common.yaml): the
 * messages of a send that failed, the photo rules, the "(required)" mark. Each
 * form's own words are in its file (inquiry-form.ts, job-application.ts).
 */

export const commonForm = {
  ...copy,
  suspicion: (seconds: string) => fill(copy.suspicion, { seconds }),
  photos: {
    hint: (maxPhotos: number, maxMegabytes: number) =>
      fill(copy.photos.hint, { count: String(maxPhotos), megabytes: String(maxMegabytes) }),
    slot: (n: number) => fill(copy.photos.slot, { number: String(n) }),
    notAnImage: (file: string) => fill(copy.photos.notAnImage, { file }),
    tooLarge: (total: string, max: string) => fill(copy.photos.tooLarge, { total, max }),
  },
};
