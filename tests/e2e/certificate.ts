import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/**
 * A self-signed certificate for the given host names (wildcards allowed), made with openssl in a
 * temporary folder: the HTTPS stand-ins for Google's hosts, which Chromium is pointed at with
 * host-resolver rules and told to accept. Used by the end-to-end suite and the benchmark.
 */
export const selfSignedCertificate = (hosts: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stand-in-cert-"))
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "2",
        "-subj",
        `/CN=${hosts[0]}`,
        "-addext",
        `subjectAltName=${hosts.map(host => `DNS:${host}`).join(",")}`,
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" }
    )
    return {
      key: fs.readFileSync(path.join(dir, "key.pem")),
      cert: fs.readFileSync(path.join(dir, "cert.pem")),
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
