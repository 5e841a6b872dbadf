import { formatFrenchNumber } from "#shared/french-number";

/** Sizes and durations as the scripts print them: "4,6 Mo", "812 octets", "2,3 s". */
export function formatBytes(bytes: number): string {
  const units = ["Ko", "Mo", "Go", "To"];
  if (bytes < 1024) return `${bytes} octets`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatFrenchNumber(value, { max: 1 })} ${units[unit]}`;
}

export function formatSeconds(milliseconds: number): string {
  return `${formatFrenchNumber(milliseconds / 1000, { max: 1 })} s`;
}
