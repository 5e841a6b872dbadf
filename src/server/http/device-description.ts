/**
 * 'Chrome sur Android', 'Safari sur iPhone', 'Firefox sur Windows' from a session's stored user agent,
 * for the profile's sessions list (docs/decisions/041-active-sessions.md). Hand-written rather than a
 * library: the list only needs to tell a person's few devices apart, and the maintained parsers are
 * either AGPL (ua-parser-js 2) or far larger than these two tables.
 *
 * Order matters in both tables: browsers built on Chrome or Safari also name them in their user
 * agent (Edge says "Chrome/… Safari/…"), so the more specific ones come first.
 */

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/FBAN|FBAV|FB_IAB/, "Facebook"],
  [/Instagram/, "Instagram"],
  [/Opera Mini/, "Opera Mini"],
  [/OPR\/|OPiOS|Opera/, "Opera"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/UCBrowser/, "UC Browser"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux"],
];

export const UNKNOWN_DEVICE = "Navigateur inconnu";

const first = (table: typeof BROWSERS, text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} sur ${system}`;
  if (system) return `Navigateur sur ${system}`;
  return browser ?? UNKNOWN_DEVICE;
}
