import Bowser from 'bowser';

/**
 * Device type, browser and operating system from a User-Agent header, parsed on the server with
 * bowser. Unknown parts are null.
 * @param {string | null} userAgent
 * @returns {{ deviceType: 'mobile' | 'tablet' | 'desktop' | null, browser: string | null, os: string | null }}
 */
export function parseUserAgent(userAgent) {
  if (!userAgent) return { deviceType: null, browser: null, os: null };
  const parser = Bowser.getParser(userAgent.slice(0, 1024));
  const platform = parser.getPlatformType(true);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const named = (/** @type {{ name?: string, version?: string }} */ part) => (part.name ? `${part.name}${part.version ? ` ${part.version}` : ''}`.slice(0, 100) : null);
  return {
    deviceType: platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : null,
    browser: named(browser),
    os: named(os),
  };
}
