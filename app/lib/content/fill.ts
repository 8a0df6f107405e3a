/**
 * A copy template with its run-time {placeholder}s filled in: fill("Working in {town}", { town: "Weston" }).
 * The build fills the business facts and refuses any other name (app/lib/content/load.ts, runtimePlaceholders).
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
