export function missingPrerequisite(): Promise<string | undefined>;
export function librariesNotFound(lddOutput: string): string[];
export function packagesFor(libraries: string[]): string[];
