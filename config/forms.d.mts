export declare const FORM_LIMITS: {
  maxPhotos: number;
  maxPhotoBytes: number;
  suspectFillMs: number;
  sendTimeoutMs: number;
};
export declare const HONEYPOT_FIELD: string;
export declare const SUSPICION_FIELD: string;
export declare const FORM_NAMES: { inquiry: string; job: string };
export declare const THANK_YOU_PATH: string;
