export const chromiumFlags: string[];
export interface Browser {
  executablePath: string;
  args: string[];
  env?: Record<string, string>;
  source: string;
}
export function findChromium(options?: { tests?: boolean; full?: boolean }): Promise<Browser>;
export function hasFullChromium(): boolean;
