export const chromiumPath: string;
export const chromiumFlags: string[];
