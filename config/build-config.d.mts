export type BuildConfig = {
  /** origin of the public site, used for canonical links, sitemap and social tags */
  siteUrl: string;
  /** review widget loader URL with its id query parameter; empty means no widget */
  reviewWidgetScript: string;
  /** the contact form provider's form URL (shown in an iframe); empty means none */
  contactFormUrl: string;
  /** the contact form provider's embed script; empty means none */
  contactFormScript: string;
  /** where job applications are POSTed as JSON; empty means they are only logged */
  jobApplicationEndpoint: string;
  /** origin of the portfolio video player */
  videoPlayerOrigin: string;
};
export declare const DEFAULT_SITE_URL: string;
export declare const DEFAULT_VIDEO_PLAYER_ORIGIN: string;
export declare function readBuildConfig(env?: Record<string, string | undefined>): BuildConfig;
export declare function thirdPartyOrigins(config: BuildConfig): {
  reviewWidget: string[];
  contactForm: string[];
  jobEndpoint: string[];
  videoPlayer: string[];
};
