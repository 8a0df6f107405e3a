export function missingPrerequisite(): Promise<string | undefined>;
