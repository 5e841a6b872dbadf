export const SERVER_RUNTIME_FILES: string[];
export function copyServerRuntimeFiles(folders: { from: string; to: string }): void;
