export type EditorSignIn = "netlify" | "decapbridge" | "github";
export type EditorSettings = {
  signIn: EditorSignIn;
  /** Decap's `backend` block of /admin/config.yml */
  backend: Record<string, string>;
  /** the origins /admin/ talks to for this sign-in (beyond its own) */
  origins: string[];
  /** the default sign-in before its setting is given: the setting's name (/admin/ says it), else absent */
  missing?: string;
};
export declare const EDITOR_SIGN_INS: readonly EditorSignIn[];
export declare const DEFAULT_EDITOR_SIGN_IN: EditorSignIn;
export declare const DECAPBRIDGE_AUTH: string;
export declare const DECAPBRIDGE_GATEWAY: string;
export declare const EDITOR_STATUS_PATH: string;
export declare const EDITOR_LINK_FORWARDER: string;
export declare function forwardEditorLinks(html: string): string;
export declare function readEditorSettings(env?: Record<string, string | undefined>): EditorSettings;
export type BuildConfig = {
  /** how the owner signs in to the editor on the published site */
  editorSignIn: EditorSignIn;
  /** origin of the public site, used for canonical links, sitemap and social tags */
  siteUrl: string;
  /** review widget loader URL with its id query parameter; empty means no widget */
  reviewWidgetScript: string;
  /** the contact form provider's form URL (shown in an iframe); empty means none */
  contactFormUrl: string;
  /** the contact form provider's embed script; empty means none */
  contactFormScript: string;
  /** where both forms' submissions go: Netlify Forms, or an HTTPS endpoint taking multipart posts */
  formsDelivery: "netlify" | "endpoint";
  /** the HTTPS endpoint when formsDelivery is "endpoint", else empty */
  formsEndpoint: string;
  /** origin of the portfolio video player */
  videoPlayerOrigin: string;
  /** privacy-friendly analytics, or null (nothing loaded, not one byte added) */
  analytics: AnalyticsConfig | null;
};
export type AnalyticsConfig = {
  provider: "plausible";
  /** Plausible's Events API (https://plausible.io/api/event, or a self-hosted or proxied one) */
  endpoint: string;
  /** the site's name in the Plausible dashboard */
  domain: string;
};
export declare const ANALYTICS_PROVIDERS: readonly ["plausible"];
export declare const DEFAULT_PLAUSIBLE_ENDPOINT: string;
export declare function readAnalytics(env: Record<string, string | undefined>, siteUrl: string): AnalyticsConfig | null;
export declare const DEFAULT_SITE_URL: string;
export declare const DEFAULT_VIDEO_PLAYER_ORIGIN: string;
export declare const FORMS_DELIVERIES: readonly ["netlify", "endpoint"];
export declare function readFormsDelivery(env?: Record<string, string | undefined>): {
  formsDelivery: "netlify" | "endpoint";
  formsEndpoint: string;
};
export declare function readVideoPlayerOrigin(env?: Record<string, string | undefined>): string;
export declare function readBuildConfig(env?: Record<string, string | undefined>): BuildConfig;
export declare function thirdPartyOrigins(config: BuildConfig): {
  reviewWidget: string[];
  contactForm: string[];
  formsEndpoint: string[];
  videoPlayer: string[];
  analytics: string[];
};
