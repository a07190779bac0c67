import { describe, expect, it, vi } from 'vitest';
import { CANDIDATES, findChromium } from './chromium.mjs';

const quiet = () => {};

describe('findChromium', () => {
  it('uses CHROME_PATH when it points at an executable', () => {
    const exists = (path: string) => path === '/opt/chrome/chrome';
    expect(findChromium({ env: { CHROME_PATH: '/opt/chrome/chrome' }, exists, log: quiet })).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('refuses a CHROME_PATH that is not there instead of silently using another browser', () => {
    const exists = (path: string) => path === '/usr/bin/chromium';
    expect(() => findChromium({ env: { CHROME_PATH: '/nope' }, exists, log: quiet })).toThrow(
      /CHROME_PATH is set to "\/nope"/,
    );
  });

  it("finds Debian's chromium before other locations", () => {
    const exists = (path: string) => CANDIDATES.includes(path);
    expect(findChromium({ env: {}, exists, log: quiet })).toBe('/usr/bin/chromium');
  });

  it('installs with apt when missing and running as root', () => {
    let installed = false;
    const install = vi.fn(() => {
      installed = true;
    });
    const exists = (path: string) => installed && path === '/usr/bin/chromium';
    const path = findChromium({ env: {}, exists, isRoot: true, aptAvailable: true, install, log: quiet });
    expect(install).toHaveBeenCalledOnce();
    expect(path).toBe('/usr/bin/chromium');
  });

  it('says what to install when it cannot install', () => {
    const install = vi.fn();
    const options = { env: {}, exists: () => false, install, log: quiet };
    expect(() => findChromium({ ...options, isRoot: false, aptAvailable: true })).toThrow(
      /apt-get install -y chromium/,
    );
    expect(() => findChromium({ ...options, isRoot: true, aptAvailable: false })).toThrow(/CHROME_PATH/);
    expect(install).not.toHaveBeenCalled();
  });

  it('reports an install that did not produce a browser', () => {
    const options = {
      env: {},
      exists: () => false,
      isRoot: true,
      aptAvailable: true,
      install: () => {},
      log: quiet,
    };
    expect(() => findChromium(options)).toThrow(/no executable was found/);
  });
});
