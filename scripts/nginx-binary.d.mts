export function nginxBinary(): string | undefined;
