import { chromeFlagsString, tagHostFlags } from "./tag-server"

describe("the tag stand-in's browser flags", () => {
  it("map the tag's hosts to the stand-in's port and accept its certificate", () => {
    expect(tagHostFlags(8443)).toEqual([
      "--host-resolver-rules=MAP www.googletagmanager.com:443 127.0.0.1:8443,MAP *.google-analytics.com:443 127.0.0.1:8443",
      "--ignore-certificate-errors",
    ])
  })

  it("quote a value with spaces for Lighthouse's --chrome-flags, and only such a value", () => {
    expect(chromeFlagsString(["--headless=new", "--no-sandbox", ...tagHostFlags(8443)])).toBe(
      '--headless=new --no-sandbox --host-resolver-rules="MAP www.googletagmanager.com:443 127.0.0.1:8443,MAP *.google-analytics.com:443 127.0.0.1:8443" --ignore-certificate-errors'
    )
  })
})
