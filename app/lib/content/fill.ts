/** A copy template with its [marker]s filled in: fill("Working in [town]", { town: "Weston" }). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\[([a-z]+)\]/g, (whole, name: string) => values[name] ?? whole);
}
