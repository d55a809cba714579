/**
 * A request as a stranger may send it to make a cached response name another site: its own Host
 * and X-Forwarded-Host (and protocol). Node's fetch will not send a Host of the caller's choosing,
 * so this goes through node:http.
 */
import { request } from "node:http";

export const FORGED_HOST = "evil.example";

/** GET `url` with a forged Host and X-Forwarded-Host; the body decoded as UTF-8. */
export function getWithForgedHost(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(
      url,
      {
        headers: { Host: FORGED_HOST, "X-Forwarded-Host": FORGED_HOST, "X-Forwarded-Proto": "https" },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    )
      .on("error", reject)
      .end();
  });
}
