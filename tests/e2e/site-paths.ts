import routes from "../../app/routes";

/** Every page the site serves, read from the route table (the catch-all excluded). */
export const sitePaths: string[] = routes
  .filter((r) => r.path !== "*" && !r.path?.includes("."))
  .map((r) => (r.index ? "/" : `/${r.path}`));
