/**
 * The migration's downloader against a real HTTP server on this machine: it connects only to the
 * addresses its policy allows, checked on the address each connection really uses — literal
 * addresses, names after DNS, and every redirect — and the default policy allows public addresses
 * only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../functions/src/https/address-guard.ts";
import { DownloadError, downloadLimited } from "../../functions/src/https/download-limited.ts";
import { jewelPhoto, startMediaServer, type MediaServer } from "../support/media-server.ts";

const LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 };
const onlyThisServer = (address: string) => address === "127.0.0.1";

let server: MediaServer;
let photo: Buffer;
let port: string;

beforeAll(async () => {
  photo = await jewelPhoto("#e8dccb");
  server = await startMediaServer({ "/foto.jpg": { body: photo, contentType: "image/jpeg" } });
  port = new URL(server.url("/")).port;
  // 127.0.0.2 is this machine too, but not an address the test policy allows.
  server.serve("/a-otra-direccion.jpg", { redirectTo: `http://127.0.0.2:${port}/foto.jpg` });
  server.serve("/a-la-misma.jpg", { redirectTo: server.url("/foto.jpg") });
});
afterAll(async () => {
  await server?.close();
});

async function failureOf(download: Promise<unknown>): Promise<DownloadError> {
  const error = await download.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

describe("downloadLimited", () => {
  it("downloads from an allowed address, following a redirect to another allowed one", async () => {
    const options = { ...LIMITS, allowedAddress: onlyThisServer };
    expect(await downloadLimited(server.url("/foto.jpg"), options)).toEqual(photo);
    expect(await downloadLimited(server.url("/a-la-misma.jpg"), options)).toEqual(photo);
  });

  it("refuses a literal private address before connecting", async () => {
    const before = server.requests.length;
    const error = await failureOf(downloadLimited(server.url("/foto.jpg"), LIMITS));
    expect(error.failure).toBe("refused-address");
    expect(error.message).toBe(
      "La URL apunta a una dirección privada o local: solo se importan archivos de internet",
    );
    expect(server.requests.length).toBe(before);
  });

  it("refuses a name that resolves to a private address", async () => {
    const before = server.requests.length;
    const error = await failureOf(downloadLimited(`http://localhost:${port}/foto.jpg`, LIMITS));
    expect(error.failure).toBe("refused-address");
    expect(server.requests.length).toBe(before);
  });

  it("refuses a redirect to an address that is not allowed", async () => {
    const error = await failureOf(
      downloadLimited(server.url("/a-otra-direccion.jpg"), { ...LIMITS, allowedAddress: onlyThisServer }),
    );
    expect(error.failure).toBe("refused-address");
    expect(server.requests.filter((path) => path === "/a-otra-direccion.jpg")).not.toHaveLength(0);
  });
});

describe("isPublicAddress", () => {
  it.each(["8.8.8.8", "200.1.123.4", "2001:4860:4860::8888", "2800:150::1"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback IPv6", "::1"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.20.0.1"],
    ["private 192.168/16", "192.168.1.10"],
    ["metadata server (link-local)", "169.254.169.254"],
    ["carrier-grade NAT", "100.64.0.1"],
    ["unspecified", "0.0.0.0"],
    ["broadcast", "255.255.255.255"],
    ["multicast", "224.0.0.1"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 unique local", "fd00::1"],
    ["private IPv4 written as IPv6", "::ffff:10.0.0.1"],
    ["loopback written as IPv6", "::ffff:127.0.0.1"],
    ["documentation", "2001:db8::1"],
    ["not an address", "tienda.example"],
  ])("refuses %s (%s)", (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
