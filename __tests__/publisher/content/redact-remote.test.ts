/** @jest-environment node */
import { redactCredentials, redactRemote } from "../../../publisher/content/redact-remote.mjs";

describe("redactRemote", () => {
  it.each([
    ["https://deploy:ghp_secret@git.example.com/site.git", "https://***@git.example.com/site.git"],
    ["https://ghp_secret@git.example.com/site.git", "https://***@git.example.com/site.git"],
    ["HTTPS://user:p%40ss@git.example.com/x", "HTTPS://***@git.example.com/x"],
  ])("hides the credentials of %s", (remote, shown) => {
    expect(redactRemote(remote)).toBe(shown);
    expect(redactRemote(remote)).not.toMatch(/secret|p%40ss/);
  });

  it.each(["origin", "git@git.example.com:site.git", "/srv/site.git", "https://git.example.com/site.git"])(
    "keeps %s, which carries no password",
    (remote) => expect(redactRemote(remote)).toBe(remote),
  );

  it("hides every URL's credentials in git's own messages", () => {
    expect(
      redactCredentials(
        "fatal: unable to access 'https://deploy:tok@git.example.com/site.git/': Could not resolve host",
      ),
    ).toBe("fatal: unable to access 'https://***@git.example.com/site.git/': Could not resolve host");
  });

  it.each([
    ["schemes", "a://".repeat(200_000) + "x".repeat(200_000)],
    ["letters", "x".repeat(400_000) + "://"],
    ["a user part without its end", "https://" + "u".repeat(400_000)],
  ])("reads a long line of %s once (a regular expression took over a minute)", (_case, text) => {
    const started = process.hrtime.bigint();
    redactCredentials(text);
    // Milliseconds when linear; the budget only fails on work that grows with the square of the length.
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(2);
  });
});
